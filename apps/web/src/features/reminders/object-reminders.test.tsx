import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectReminders } from ".";
import { anna, day, leases, notice, remindersCompany } from "./test-utils";

const publicationId = "88888888-8888-4888-8888-888888888888";

function renderObjectReminders(permissions: string[] = ["DocumentReminders"]) {
  const created: unknown[] = [];
  server.use(
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/notices", ({ request }) => {
      const query = new URL(request.url).searchParams;
      // The object's reminders only: the server filters them, whoever manages them.
      expect(Object.fromEntries(query)).toEqual({ publicationId, all: "true", sort: "reminderAt", limit: "1000" });
      return HttpResponse.json([
        notice({ title: "Ours", reminderAt: day(3) }),
        notice({ title: "Without a reminder date", reminderAt: null, noticePeriod: null }),
        notice({ title: "Done", reminderAt: day(-2), status: true, completedAt: "2026-01-05T10:00:00Z" }),
      ]);
    }),
    http.get("/api/companies/:companyId/categories", () => HttpResponse.json([leases])),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json([{ ...anna, type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false }]),
    ),
    http.post("/api/companies/:companyId/notices", async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ message: "not needed" }, { status: 500 });
    }),
  );
  signIn();
  const session = { user, companies: [remindersCompany], selectedCompany: remindersCompany, selectCompany: () => {} };
  const page = (
    <SessionContext value={session}>
      <ObjectReminders
        companyId={remindersCompany.id}
        publicationId={publicationId}
        publicationName="Hyresavtal kontor"
      />
    </SessionContext>
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
  return created;
}

describe("object reminders", () => {
  it("lists every reminder of the object, also those without a reminder date, each linking to its detail", async () => {
    renderObjectReminders();
    const link = await screen.findByRole("link", { name: "Ours" });
    expect(link.getAttribute("href")).toMatch(/^\/list\/reminder\/[0-9a-f-]{36}$/);
    const undated = screen.getByRole("link", { name: "Without a reminder date" }).closest("tr") as HTMLElement;
    expect(within(undated).getAllByRole("cell")[1]).toHaveTextContent("–");
    // A completed reminder keeps its due colour (the spec's colour rule has no exception).
    const done = screen.getByRole("link", { name: "Done" }).closest("tr") as HTMLElement;
    expect(done.querySelector("[data-due]")).toHaveAttribute("data-due", "red");
  });

  it("creates a reminder on the object with the current user as manager and member", async () => {
    const created = renderObjectReminders();
    await userEvent.click(await screen.findByRole("button", { name: "Add reminder" }));
    const dialog = await screen.findByRole("dialog", { name: "New reminder" });
    const submit = within(dialog).getByRole("button", { name: "Create reminder" });
    expect(submit).toBeDisabled();
    await fill(within(dialog).getByRole("textbox", { name: /^Name/ }), "Säg upp avtalet");
    await fill(within(dialog).getByRole("textbox", { name: "Document end date" }), "2026-12-31");
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
