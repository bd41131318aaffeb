import type { Notice, NoticeInput } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { anna, berit, leases, mockRemindersApi, notice } from "./test-utils";

/** The server's PUT: the whole notice from the input (the completed date set when completing). */
function saved(before: Notice, input: Required<NoticeInput>): Notice {
  const people = [anna, berit];
  return {
    ...before,
    title: input.title,
    description: input.description,
    enddate: input.enddate,
    reminderAt: input.reminderAt,
    noticePeriod: input.noticePeriod,
    status: input.status,
    completedAt: input.status ? "2026-03-01T09:00:00.000Z" : null,
    tag: input.tag,
    manager: people.find((p) => p.id === input.managerId) ?? null,
    assignees: people.filter((p) => input.assigneeIds.includes(p.id)),
    companyCategory: input.categoryId === leases.id ? leases : null,
  };
}

function setup(rows: Notice[], path: string) {
  const puts: Required<NoticeInput>[] = [];
  const deletes: string[] = [];
  mockRemindersApi(rows);
  server.use(
    http.put("/api/companies/:companyId/notices/:id", async ({ params, request }) => {
      const input = (await request.json()) as Required<NoticeInput>;
      puts.push(input);
      const index = rows.findIndex((r) => r.id === params.id);
      const next = saved(rows[index] as Notice, input);
      rows[index] = next;
      return HttpResponse.json(next);
    }),
    http.delete("/api/companies/:companyId/notices/:id", ({ params }) => {
      deletes.push(String(params.id));
      return HttpResponse.json({ ok: true });
    }),
  );
  signIn();
  const view = renderApp(path);
  return { ...view, puts, deletes };
}

/** The detail modal once its reminder has loaded. */
async function dialog() {
  const modal = await screen.findByRole("dialog", { name: /^Reminder/ });
  await within(modal).findByRole("textbox", { name: /^Name/ });
  return modal;
}
const nameField = async () => within(await dialog()).getByRole("textbox", { name: /^Name/ });

describe("reminder detail modal", () => {
  it("opens over the list with every field, a link to the document and a way back", async () => {
    const one = notice({ title: "Säg upp hyresavtal", description: "Kontoret", assignees: [anna, berit] });
    const { location } = setup([one], `/list/reminder/${one.id}?q=avtal`);
    const modal = await dialog();
    expect(await nameField()).toHaveValue("Säg upp hyresavtal");
    expect(within(modal).getByRole("textbox", { name: "Description" })).toHaveValue("Kontoret");
    expect(within(modal).getByRole("link", { name: "Hyresavtal kontor" })).toHaveAttribute(
      "href",
      `/companies/${one.company.id}/publications/${one.publication.id}`,
    );
    expect(within(modal).getByRole("textbox", { name: "Document end date" })).toHaveValue(one.enddate);
    expect(within(modal).getByRole("textbox", { name: "Reminder date" })).toHaveValue(one.reminderAt);
    expect(within(modal).getByRole("combobox", { name: "Manager" })).toHaveValue("Anna Admin");
    expect(within(modal).getByRole("combobox", { name: "Category" })).toHaveValue("Hyresavtal");
    expect(within(modal).getByText("Berit Blockerad")).toBeInTheDocument();
    expect(within(modal).getByText("avtal")).toBeInTheDocument();
    expect(within(modal).getByText("2026-01-02")).toBeInTheDocument();
    expect(within(modal).getByRole("link", { name: "Back to the reminder list" })).toHaveAttribute(
      "href",
      "/list/reminder?q=avtal",
    );
    // The list stays behind the modal.
    expect(screen.getByRole("table", { name: "Reminders", hidden: true })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?q=avtal"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("starts editing with edit and restores the loaded reminder on cancel", async () => {
    const one = notice({ title: "Förnya försäkring" });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const name = await nameField();
    expect(name).toHaveAttribute("readonly");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Edit" }));
    expect(name).not.toHaveAttribute("readonly");
    await userEvent.clear(name);
    await fill(name, "Something else");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Cancel" }));
    expect(name).toHaveValue("Förnya försäkring");
    expect(name).toHaveAttribute("readonly");
    expect(puts).toHaveLength(0);
  });

  it("keeps save disabled while the name is empty", async () => {
    const one = notice();
    setup([one], `/list/reminder/${one.id}`);
    const name = await nameField();
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Edit" }));
    await userEvent.clear(name);
    expect(within(await dialog()).getByRole("button", { name: "Save" })).toBeDisabled();
    expect(within(await dialog()).getByText("A name is required")).toBeInTheDocument();
    await fill(name, "Back again");
    expect(within(await dialog()).getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("couples the dates: a new end date moves the reminder one month before it, and so does a late reminder", async () => {
    const one = notice({ enddate: "2026-06-30", reminderAt: "2026-05-30", noticePeriod: "2 weeks" });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole("button", { name: "Edit" }));
    const end = within(modal).getByRole("textbox", { name: "Document end date" });
    const reminder = within(modal).getByRole("textbox", { name: "Reminder date" });

    await userEvent.clear(end);
    await fill(end, "2026-03-31");
    await userEvent.tab();
    await waitFor(() => expect(reminder).toHaveValue("2026-02-28"));

    await userEvent.clear(reminder);
    await fill(reminder, "2026-04-02");
    await userEvent.tab();
    await waitFor(() => expect(reminder).toHaveValue("2026-02-28"));
    expect(
      within(modal).getByText("The reminder date must be before the end date: it was set to one month before."),
    ).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ enddate: "2026-03-31", reminderAt: "2026-02-28", noticePeriod: "1 month" });
    expect(await screen.findByText("The reminder was updated.")).toBeInTheDocument();
  });

  it("saves the whole reminder and leaves edit mode", async () => {
    const one = notice({ title: "Old", tag: "avtal,viktigt", assignees: [anna, berit] });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const name = await nameField();
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Edit" }));
    await userEvent.clear(name);
    await fill(name, "New name");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      title: "New name",
      description: one.description,
      enddate: one.enddate,
      reminderAt: one.reminderAt,
      noticePeriod: one.noticePeriod,
      status: false,
      tag: "avtal,viktigt",
      managerId: anna.id,
      assigneeIds: [anna.id, berit.id],
      categoryId: leases.id,
      version: one.version,
    });
    await waitFor(() => expect(name).toHaveAttribute("readonly"));
    expect(name).toHaveValue("New name");
  });

  it("restores the last saved reminder and says so when a save fails", async () => {
    const one = notice({ title: "Kept" });
    setup([one], `/list/reminder/${one.id}`);
    server.use(
      http.put("/api/companies/:companyId/notices/:id", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 }),
      ),
    );
    const name = await nameField();
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Edit" }));
    await userEvent.clear(name);
    await userEvent.type(name, "Lost");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The update failed. Please try again.")).toBeInTheDocument();
    expect(name).toHaveValue("Kept");
    expect(name).toHaveAttribute("readonly");
  });

  it("says who changed the reminder when a save is stale, keeps what was typed, and saves it over the latest version", async () => {
    const one = notice({ title: "Mine before", description: "Old text" });
    const theirs = {
      ...one,
      title: "Their name",
      description: "Their text",
      version: 2,
      updatedBy: { id: berit.id, name: berit.name },
    };
    const rows = [one];
    const { puts } = setup(rows, `/list/reminder/${one.id}`);
    server.use(
      http.put(
        "/api/companies/:companyId/notices/:id",
        async ({ request }) => {
          puts.push((await request.json()) as Required<NoticeInput>);
          rows[0] = theirs;
          return HttpResponse.json(
            { code: "STALE_VERSION", message: "Changed by Berit Blockerad while you edited.", current: theirs },
            { status: 409 },
          );
        },
        { once: true },
      ),
    );
    const name = await nameField();
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Edit" }));
    await userEvent.clear(name);
    await userEvent.type(name, "My name");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Save" }));

    const alert = await within(await dialog()).findByRole("alert");
    expect(alert).toHaveTextContent("Changed by Berit Blockerad while you edited");
    expect(name).toHaveValue("My name");
    expect(name).not.toHaveAttribute("readonly");
    expect(puts[0]).toMatchObject({ title: "My name", version: 1 });

    await userEvent.click(within(alert).getByRole("button", { name: "Load the latest version" }));
    await waitFor(() =>
      expect(within(screen.getByRole("dialog", { name: /^Reminder/ })).queryByRole("alert")).toBeNull(),
    );
    expect(name).toHaveValue("My name");
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ title: "My name", description: "Old text", version: 2 });
    await waitFor(() => expect(name).toHaveAttribute("readonly"));
    expect(name).toHaveValue("My name");
  });

  it("keeps the last member: its remove control is disabled", async () => {
    const one = notice({ assignees: [anna] });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const modal = await dialog();
    expect(within(modal).getByRole("button", { name: "Remove Anna Admin" })).toBeDisabled();
    expect(within(modal).getByText("A reminder keeps at least one member.")).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("saves at once when a member is removed or a tag added, and shows the server's refusal", async () => {
    const one = notice({ assignees: [anna, berit], tag: "avtal" });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole("button", { name: "Remove Berit Blockerad" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.assigneeIds).toEqual([anna.id]);
    await waitFor(() => expect(within(modal).queryByText("Berit Blockerad")).not.toBeInTheDocument());

    await userEvent.type(within(modal).getByRole("combobox", { name: "Tags" }), "viktigt{Enter}");
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]?.tag).toBe("avtal,viktigt");

    server.use(
      http.put("/api/companies/:companyId/notices/:id", () =>
        HttpResponse.json(
          { code: "VALIDATION", message: "The last assignee cannot be removed.", field: "assigneeIds" },
          { status: 400 },
        ),
      ),
    );
    await userEvent.type(within(modal).getByRole("combobox", { name: "Tags" }), "tre{Enter}");
    expect(await screen.findByText("The last member of a reminder cannot be removed.")).toBeInTheDocument();
    expect(within(modal).queryByText("tre")).not.toBeInTheDocument();
  });

  it("completes the reminder and goes back to the list", async () => {
    const one = notice();
    const { puts, location } = setup([one], `/list/reminder/${one.id}?all=true`);
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?all=true"));
    expect(puts[0]).toMatchObject({ status: true });
    expect(await screen.findByText("The reminder was updated.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers undo but no edit on a completed reminder, and undo reopens it", async () => {
    const one = notice({ status: true, completedAt: "2026-02-03T10:00:00.000Z" });
    const { puts } = setup([one], `/list/reminder/${one.id}`);
    const modal = await dialog();
    expect(await within(modal).findByText("2026-02-03")).toBeInTheDocument();
    expect(within(modal).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(modal).queryByRole("button", { name: "Complete" })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole("button", { name: "Undo completion" }));
    await waitFor(() => expect(puts[0]).toMatchObject({ status: false }));
    expect(await within(modal).findByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("asks before deleting, and goes back to the list after", async () => {
    const one = notice({ title: "Förläng serviceavtal" });
    const { deletes, location } = setup([one], `/list/reminder/${one.id}`);
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the reminder?" });
    expect(within(confirm).getByText(/"Förläng serviceavtal" will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete the reminder?" })).not.toBeInTheDocument());
    expect(deletes).toHaveLength(0);

    await userEvent.click(within(await dialog()).getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("dialog", { name: "Delete the reminder?" });
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location()).toBe("/list/reminder"));
    expect(deletes).toEqual([one.id]);
    expect(await screen.findByText("The reminder was deleted.")).toBeInTheDocument();
  });
});
