import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { objectsCompany } from "./test-data";

const token = "abcdefghijklmnopqrstuvwxyz012345";
const path = `/shared/${objectsCompany.id}/${token}`;

describe("shared-link page", () => {
  it("shows the object read-only without an account, and renders the body through the editor's schema", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`/api${path}`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({
          type: "note",
          name: "Price list",
          description: "For our partners",
          body: '<p>Hello <strong>there</strong></p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
          objectNumber: 7,
          periodDate: "2026-12-31",
          company: { name: "Nordisk Handel AB" },
          expiresAt: "2027-01-31T23:59:59.999Z",
        });
      }),
    );
    const { location } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Price list" })).toBeInTheDocument();
    expect(screen.getByText("Shared by Nordisk Handel AB")).toBeInTheDocument();
    expect(screen.getByText("Note · No. 7")).toBeInTheDocument();
    expect(screen.getByText("2026-12-31")).toBeInTheDocument();
    expect(screen.getByText("For our partners")).toBeInTheDocument();
    expect(await screen.findByText("there")).toBeInTheDocument();
    expect(document.querySelector("script:not([src])")?.textContent ?? "").not.toContain("hacked");
    expect(document.querySelector("img")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(authorization).toBeNull();
    expect(location()).toBe(path);
  });

  it("says a revoked or expired link is no longer valid, without leaving the page", async () => {
    signIn();
    server.use(
      http.get(`/api${path}`, () =>
        HttpResponse.json({ code: "NOT_FOUND", message: "Link not found." }, { status: 404 }),
      ),
    );
    const { location } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is no longer valid" })).toBeInTheDocument();
    expect(location()).toBe(path);
  });
});
