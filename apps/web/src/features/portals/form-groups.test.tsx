import type { FormGroup, Permission } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const nordic = company({ id: "22222222-2222-4222-8222-222222222222", name: "Nordisk Handel AB" });
const sales: FormGroup = {
  id: "f1111111-1111-4111-8111-111111111111",
  name: "Säljare",
  memberCount: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function session(permissions: Permission[], groups: FormGroup[] = [sales]) {
  const created: unknown[] = [];
  server.use(
    http.get("/api/companies", () => HttpResponse.json([nordic])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/form-groups", () => HttpResponse.json(groups)),
    http.post("/api/companies/:companyId/form-groups", async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(
        { code: "FORM_GROUP_LIMIT_REACHED", message: "The company has reached its limit of form-app groups." },
        { status: 409 },
      );
    }),
  );
  signIn();
  return created;
}

describe("form-app groups", () => {
  it("lists the groups; a new one past the limit shows the limit-reached message and keeps the name", async () => {
    const created = session(["Forms"]);
    renderApp("/settings/form-groups");
    const table = await screen.findByRole("table", { name: "Form-app groups" });
    expect(within(table).getByRole("cell", { name: "Säljare" })).toBeInTheDocument();

    const form = screen.getByRole("form", { name: "Create group" });
    await userEvent.click(within(form).getByRole("button", { name: "Create group" }));
    expect(await within(form).findByText("Give the group a name (at most 200 characters)")).toBeInTheDocument();
    expect(created).toEqual([]);

    await fill(within(form).getByRole("textbox", { name: "Group name" }), "Montörer");
    await userEvent.click(within(form).getByRole("button", { name: "Create group" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The company has reached its limit of form-app groups.");
    await waitFor(() => expect(created).toEqual([{ name: "Montörer" }]));
    expect(within(form).getByRole("textbox", { name: "Group name" })).toHaveValue("Montörer");
  });

  it("shows the groups read-only without the Forms permission, and an empty state", async () => {
    session([], []);
    renderApp("/settings/form-groups");
    expect(await screen.findByText("No form-app groups yet.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create group" })).not.toBeInTheDocument();
  });
});
