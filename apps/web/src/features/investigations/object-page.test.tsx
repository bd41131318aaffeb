import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { createdObject, invCompany, investigation, mockSession } from "./test-utils";

const id = "99999999-9999-4999-8999-000000000002";

/** The object page's calls for one object; its parts answer empty lists. */
function mockObject(type: "investigation" | "note") {
  const asked: string[] = [];
  const base = `/api/companies/${invCompany.id}/publications/${id}`;
  server.use(
    http.get(base, () => HttpResponse.json({ ...createdObject(id, "Fire in hall 3"), type })),
    http.get(`${base}/investigation`, () => {
      asked.push("investigation");
      return HttpResponse.json(investigation());
    }),
    http.get(`${base}/:part`, () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/investigation-users", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/notices", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
  );
  return asked;
}

describe("the object page", () => {
  it("shows the investigation part, with its investigators, on an object of type investigation", async () => {
    mockSession(["CertifyDocument"]);
    mockObject("investigation");
    signIn();
    renderApp(`/companies/${invCompany.id}/publications/${id}`);
    const part = await screen.findByRole("region", { name: "Investigation" });
    expect(await within(part).findByRole("textbox", { name: "Describe the event" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Investigators" })).toBeInTheDocument();
  });

  it("has no investigation part on an object of another type", async () => {
    mockSession(["CertifyDocument"]);
    const asked = mockObject("note");
    signIn();
    renderApp(`/companies/${invCompany.id}/publications/${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Fire in hall 3" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Investigation" })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
