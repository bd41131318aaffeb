import type { CompanyUser, Permission } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const erik: CompanyUser = {
  id: "c0000000-0000-4000-8000-000000000077",
  name: "Erik Radera",
  email: "erik@example.test",
  type: "DEFAULT",
  features: { denyLoginOnWeb: false },
  hasAvatar: false,
};

/** A signed-in administrator of Nordisk Handel AB on Erik's member page; answers the erase calls made. */
function mockMemberPage(mine: Permission[], answer: { status: number; body: Record<string, unknown> }) {
  const erased: string[] = [];
  server.use(
    http.get("/api/users/:userId/permissions", ({ params }) =>
      HttpResponse.json(params.userId === user.id ? mine : []),
    ),
    http.get("/api/companies/:companyId/users", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/users/:userId", () => HttpResponse.json(erik)),
    http.get("/api/users/invited", () => HttpResponse.json([])),
    http.get("/api/users/:userId/tags", () => HttpResponse.json([])),
    http.get("/api/user-roles", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
    http.post("/api/companies/:companyId/users/:userId/gdpr-erase", ({ params }) => {
      erased.push(String(params.userId));
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  signIn();
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: nordic }));
  return erased;
}

describe("erasing a member's personal data (/settings/users/{userId})", () => {
  it("has no danger zone without Gdpr", async () => {
    mockMemberPage(["UsersEdit"], { status: 200, body: {} });
    renderApp(`/settings/users/${erik.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Erik Radera" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Erase personal data" })).not.toBeInTheDocument();
  });

  it("says what will happen, asks for the name, erases and goes back to the list", async () => {
    const erased = mockMemberPage(["UsersEdit", "Gdpr"], {
      status: 200,
      body: { accountDeleted: true, auditEventsRewritten: 3, filesPending: 0 },
    });
    renderApp(`/settings/users/${erik.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Erik Radera" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Erase personal data" }, { timeout: 15_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the personal data of Erik Radera?" });
    expect(within(dialog).getByText(/shown as "Removed user"/)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Their account is deleted if they belong to no other company."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("This cannot be undone.")).toBeInTheDocument();
    const confirm = within(dialog).getByRole("button", { name: "Erase" });
    expect(confirm).toBeDisabled();
    const name = within(dialog).getByRole("textbox", { name: "Type Erik Radera to confirm" });
    await fill(name, "Erik Rader");
    expect(confirm).toBeDisabled();
    await fill(name, "a");
    await userEvent.click(confirm);
    expect(await screen.findByText("The personal data of Erik Radera was erased.")).toBeInTheDocument();
    expect(erased).toEqual([erik.id]);
    await waitFor(() => expect(window.location.pathname).toBe("/settings/users"));
  });

  it("says how many of their stored files are still to be removed", async () => {
    mockMemberPage(["UsersEdit", "Gdpr"], {
      status: 200,
      body: { accountDeleted: false, auditEventsRewritten: 3, filesPending: 2 },
    });
    renderApp(`/settings/users/${erik.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Erase personal data" }, { timeout: 15_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the personal data of Erik Radera?" });
    await fill(within(dialog).getByRole("textbox", { name: "Type Erik Radera to confirm" }), "Erik Radera");
    await userEvent.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(
      await screen.findByText(
        "The personal data of Erik Radera was erased. 2 stored files are still to be removed: they are tried again until they are gone.",
      ),
    ).toBeInTheDocument();
  });

  it("tells when the erasure fails and stays on the page", async () => {
    mockMemberPage(["UsersEdit", "Gdpr"], { status: 403, body: { code: "TARGET_HOLDS_MORE", message: "x" } });
    renderApp(`/settings/users/${erik.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Erase personal data" }, { timeout: 15_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the personal data of Erik Radera?" });
    await fill(within(dialog).getByRole("textbox", { name: "Type Erik Radera to confirm" }), "Erik Radera");
    await userEvent.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("The personal data could not be erased. Try again.")).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/settings/users/${erik.id}`);
  });
});
