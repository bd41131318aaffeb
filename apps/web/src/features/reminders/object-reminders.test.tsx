import type { Reminder } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { server, signIn, user } from "../../test/server";
import { ObjectReminders } from ".";
import { anna, day, leases, remindersCompany, wideScreen } from "./test-utils";

beforeEach(wideScreen);

const publicationId = "88888888-8888-4888-8888-888888888888";
const other = "99999999-9999-4999-8999-999999999999";

const reminder = (title: string, publication: string, offset: number): Reminder => ({
  id: crypto.randomUUID(),
  title,
  reminderAt: day(offset),
  enddate: day(offset + 30),
  status: false,
  publication: { id: publication, name: "Hyresavtal kontor" },
  company: { id: remindersCompany.id, name: remindersCompany.name },
});

function renderObjectReminders(permissions: string[] = ["DocumentReminders"]) {
  const created: unknown[] = [];
  server.use(
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/reminders", ({ request }) => {
      expect(new URL(request.url).searchParams.get("limit")).toBe("1000000");
      return HttpResponse.json([reminder("Ours", publicationId, 3), reminder("Someone else's", other, 3)]);
    }),
    http.get("/api/companies/:companyId/categories", () => HttpResponse.json([leases])),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json([{ ...anna, type: "DEFAULT", features: { denyLoginOnWeb: false } }]),
    ),
    http.post("/api/companies/:companyId/notices", async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ message: "not needed" }, { status: 500 });
    }),
  );
  signIn();
  const session = { user, companies: [remindersCompany], selectedCompany: remindersCompany, selectCompany: () => {} };
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <SessionContext value={session}>
          <ObjectReminders
            companyId={remindersCompany.id}
            publicationId={publicationId}
            publicationName="Hyresavtal kontor"
          />
        </SessionContext>
      ),
    },
  ]);
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return created;
}

describe("object reminders", () => {
  it("lists the object's reminders only, each linking to its detail", async () => {
    renderObjectReminders();
    const link = await screen.findByRole("link", { name: "Ours" });
    expect(link.getAttribute("href")).toMatch(/^\/list\/reminder\/[0-9a-f-]{36}$/);
    expect(screen.queryByText("Someone else's")).not.toBeInTheDocument();
  });

  it("creates a reminder on the object with the current user as manager and member", async () => {
    const created = renderObjectReminders();
    await userEvent.click(await screen.findByRole("button", { name: "Add reminder" }));
    const dialog = await screen.findByRole("dialog", { name: "New reminder" });
    const submit = within(dialog).getByRole("button", { name: "Create reminder" });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Säg upp avtalet");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Document end date" }), "2026-12-31");
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "Reminder date" })).toHaveValue("2026-11-30"),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      publicationId,
      title: "Säg upp avtalet",
      description: "",
      enddate: "2026-12-31",
      reminderAt: "2026-11-30",
      noticePeriod: "1 month",
      categoryId: null,
      managerId: user.id,
      assigneeIds: [user.id],
    });
    // The server refused: the form stays, with the failure toast.
    expect(await screen.findByText("The reminder could not be created. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "New reminder" })).toBeInTheDocument();
  });

  it("shows nothing without the DocumentReminders permission", async () => {
    renderObjectReminders([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole("button", { name: "Add reminder" })).not.toBeInTheDocument();
  });
});
