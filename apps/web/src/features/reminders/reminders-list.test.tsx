import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { dueClass } from "./due";
import { toNoticeQuery } from "./filters";
import { berit, day, leases, mockRemindersApi, notice } from "./test-utils";

const lastQuery = (requests: URL[]) => Object.fromEntries(requests.at(-1)?.searchParams ?? []);
const table = () => screen.findByRole("table", { name: "Reminders" });

describe("reminder date colour", () => {
  it.each([
    [-3, "reminder-due-red"],
    [0, "reminder-due-red"],
    [1, "reminder-due-orange"],
    [7, "reminder-due-orange"],
    [8, "reminder-due-green"],
    [30, "reminder-due-green"],
    [31, null],
  ])("%i days ahead → %s", (offset, expected) => {
    expect(dueClass(day(offset), day(0))).toBe(expected);
  });

  it("has no colour without a date", () => {
    expect(dueClass(null, day(0))).toBeNull();
  });

  it("paints each row's reminder date cell, completed reminders' too", async () => {
    const rows = [-2, 0, 7, 8, 30, 31].map((offset) => notice({ title: `Due in ${offset}`, reminderAt: day(offset) }));
    rows.push(notice({ title: "Done", reminderAt: day(-5), status: true, completedAt: "2026-01-05T10:00:00Z" }));
    mockRemindersApi(rows);
    signIn();
    renderApp("/list/reminder");
    await table();
    const colourOf = (title: string) => {
      const row = screen.getByRole("link", { name: title }).closest("tr") as HTMLElement;
      return row.querySelector("[data-due]")?.getAttribute("data-due");
    };
    expect(colourOf("Due in -2")).toBe("red");
    expect(colourOf("Due in 0")).toBe("red");
    expect(colourOf("Due in 7")).toBe("orange");
    expect(colourOf("Due in 8")).toBe("green");
    expect(colourOf("Due in 30")).toBe("green");
    expect(colourOf("Due in 31")).toBe("none");
    expect(colourOf("Done")).toBe("red");
    const red = screen.getByRole("link", { name: "Due in 0" }).closest("tr")?.querySelector("[data-due]");
    expect(red).toHaveClass("reminder-due-red");
    expect(red).toHaveTextContent(`${day(0)} (due)`);
  });
});

describe("reminder list", () => {
  it("shows the columns, links each document to its object page and asks for 21 rows", async () => {
    const requests = mockRemindersApi([notice({ title: "Säg upp hyresavtal 1", description: "Kontoret" })]);
    signIn();
    renderApp("/list/reminder");
    const grid = await table();
    const headers = within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "",
      "Reminder date",
      "Name",
      "Document end date",
      "Document",
      "Description",
      "Manager",
      "Category",
      "Actions",
    ]);
    const document = within(grid).getByRole("link", { name: "Hyresavtal kontor" });
    expect(document).toHaveAttribute(
      "href",
      "/companies/44444444-4444-4444-8444-444444444444/publications/88888888-8888-4888-8888-888888888888",
    );
    expect(within(grid).getByText("Hyresavtal")).toBeInTheDocument();
    expect(lastQuery(requests)).toEqual({ limit: "21", offset: "0", sort: "title", direction: "asc" });
  });

  it("pages 20 at a time with previous and next, keeping the page in the address", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => notice({ title: `Row ${i + 1}` }));
    const requests = mockRemindersApi(rows);
    signIn();
    const { location } = renderApp("/list/reminder");
    await table();
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?page=2"));
    await screen.findByRole("link", { name: "Row 21" });
    // The first page's last row goes along, so the server starts after it instead of skipping 20.
    expect(lastQuery(requests)).toMatchObject({ offset: "20", limit: "21", after: rows[19]?.id });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("sorts by reminder date, name and end date through the address", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    const { location } = renderApp("/list/reminder");
    const grid = await table();
    const header = (name: string) => within(grid).getByRole("columnheader", { name });
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Reminder date")).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(grid).getByRole("button", { name: "Reminder date" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?sort=reminderAt"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: "reminderAt", direction: "asc" }));
    expect(header("Reminder date")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(grid).getByRole("button", { name: "Reminder date" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?sort=reminderAt&direction=desc"));
    expect(header("Reminder date")).toHaveAttribute("aria-sort", "descending");
    within(grid)
      .getByRole("button", { name: /^Document end date/ })
      .focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ sort: "enddate" }));
  });
});

describe("filters in the query string", () => {
  it("drops an invalid date and empty values from the address and the request", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    const { location } = renderApp(
      "/list/reminder?from=2026-13-45&q=&manager=%20&to=2026-02-01&categoryId=x&assignee=",
    );
    await table();
    await waitFor(() => expect(location()).toBe("/list/reminder?to=2026-02-01"));
    expect(lastQuery(requests)).toEqual({
      to: "2026-02-01",
      limit: "21",
      offset: "0",
      sort: "title",
      direction: "asc",
    });
    expect(screen.getByRole("textbox", { name: "From date" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "To date" })).toHaveValue("2026-02-01");
  });

  it("reads every filter from the address into the fields and the request", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    renderApp(
      `/list/reminder?page=2&q=avtal&manager=anna&from=2026-01-01&to=2026-12-31&completed=false&categoryId=${leases.id}&assignee=${berit.id}&all=true`,
    );
    await table();
    expect(lastQuery(requests)).toEqual({
      q: "avtal",
      manager: "anna",
      from: "2026-01-01",
      to: "2026-12-31",
      completed: "false",
      categoryId: leases.id,
      assignee: berit.id,
      all: "true",
      limit: "21",
      offset: "20",
      sort: "title",
      direction: "asc",
    });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("avtal");
    expect(screen.getByRole("textbox", { name: "Manager" })).toHaveValue("anna");
    expect(screen.getByRole("switch", { name: "Show all reminders" })).toBeChecked();
    expect(await screen.findByText("Berit Blockerad")).toBeInTheDocument();
  });

  it("applies the name and manager texts with the search button, starting again at page 1", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    const { location } = renderApp("/list/reminder?page=3");
    await table();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "avtal");
    await userEvent.type(screen.getByRole("textbox", { name: "Manager" }), "anna");
    expect(location()).toBe("/list/reminder?page=3");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/list/reminder?q=avtal&manager=anna"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ q: "avtal", manager: "anna", offset: "0" }));
  });

  it("writes status, category and the all switch at once with the spec's names", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    renderApp("/list/reminder");
    await table();
    const param = (name: string) => new URLSearchParams(window.location.search).get(name);

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Completed" }));
    await waitFor(() => expect(param("completed")).toBe("true"));

    await userEvent.click(screen.getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "No category" }));
    await waitFor(() => expect(param("categoryId")).toBe("none"));

    await userEvent.click(screen.getByRole("switch", { name: "Show all reminders" }));
    await waitFor(() => expect(param("all")).toBe("true"));

    await waitFor(() =>
      expect(lastQuery(requests)).toMatchObject({ completed: "true", categoryId: "none", all: "true" }),
    );
    expect([...new URLSearchParams(window.location.search).keys()].sort()).toEqual(["all", "categoryId", "completed"]);
  });

  it("writes a typed date filter as YYYY-MM-DD", async () => {
    const requests = mockRemindersApi([notice()]);
    signIn();
    const { location } = renderApp("/list/reminder");
    await table();
    await fill(screen.getByRole("textbox", { name: "From date" }), "2026-03-01");
    await userEvent.tab();
    await waitFor(() => expect(location()).toBe("/list/reminder?from=2026-03-01"));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ from: "2026-03-01" }));
  });

  it("searches members 300 ms after typing stops, 10 full users, and keeps chosen ones as removable chips", async () => {
    const searches: URL[] = [];
    const requests = mockRemindersApi([notice()]);
    server.use(
      http.get("/api/companies/:companyId/users", ({ request }) => {
        const url = new URL(request.url);
        searches.push(url);
        return HttpResponse.json([
          { ...berit, type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false },
        ]);
      }),
    );
    signIn();
    const { location } = renderApp("/list/reminder");
    await table();
    const field = screen.getByRole("combobox", { name: "Members" });
    await userEvent.type(field, "Ber");
    await waitFor(() => expect(searches.some((u) => u.searchParams.get("q") === "Ber")).toBe(true));
    const typed = searches.filter((u) => u.searchParams.get("q"));
    // One search for the whole word, not one per key press.
    expect(typed.map((u) => u.searchParams.get("q"))).toEqual(["Ber"]);
    expect(Object.fromEntries(typed[0]?.searchParams ?? [])).toEqual({ q: "Ber", limit: "10", type: "DEFAULT" });

    await userEvent.click(screen.getByRole("option", { name: /Berit Blockerad/ }));
    await waitFor(() => expect(location()).toBe(`/list/reminder?assignee=${berit.id}`));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ assignee: berit.id }));
    await userEvent.click(screen.getByRole("button", { name: "Remove Berit Blockerad" }));
    await waitFor(() => expect(location()).toBe("/list/reminder"));
  });

  it("turns the list's state into query-string filters, leaving empty values out", () => {
    expect(
      toNoticeQuery({
        page: 2,
        q: "avtal",
        manager: null,
        from: "2026-01-01",
        to: null,
        completed: "false",
        categoryId: "none",
        assignee: ["a", "b"],
        all: null,
        sort: "title",
        direction: "asc",
      }),
    ).toEqual({ q: "avtal", from: "2026-01-01", completed: "false", categoryId: "none", assignee: "a,b" });
  });
});

describe("selection and mass edit", () => {
  const setup = () => {
    const rows = [notice({ title: "First" }), notice({ title: "Second" }), notice({ title: "Third" })];
    const edits: unknown[] = [];
    mockRemindersApi(rows);
    server.use(
      http.put("/api/companies/:companyId/notices/mass-edit", async ({ request }) => {
        edits.push(await request.json());
        return HttpResponse.json({ updated: 2, skipped: 0 });
      }),
    );
    signIn();
    renderApp("/list/reminder?q=avtal");
    return { rows, edits };
  };

  it("keeps the mass-edit button disabled until something is selected", async () => {
    setup();
    await table();
    const button = screen.getByRole("button", { name: "Mass edit" });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    expect(button).toBeEnabled();
    expect(screen.getByText("1 reminder selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    expect(button).toBeDisabled();
  });

  it("sends the ticked ids when rows are ticked one by one", async () => {
    const { rows, edits } = setup();
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Third" }));
    await userEvent.click(screen.getByRole("button", { name: "Mass edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit selected reminders" });
    expect(within(dialog).getByText("2 reminders selected")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as completed" }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({ ids: [rows[0]?.id, rows[2]?.id], all: false, exclude: [], status: true });
    expect(await screen.findByText("2 reminders were updated.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Mass edit" })).toBeDisabled();
  });

  it("says how many were changed and how many completed ones were left as they were", async () => {
    setup();
    server.use(
      http.put("/api/companies/:companyId/notices/mass-edit", () => HttpResponse.json({ updated: 1, skipped: 1 })),
    );
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Second" }));
    await userEvent.click(screen.getByRole("button", { name: "Mass edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit selected reminders" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as completed" }));
    expect(
      await screen.findByText(
        "1 reminder was updated. 1 completed reminder was left as it was: only reopening changes a completed one.",
      ),
    ).toBeInTheDocument();
  });

  it("select-all sends all=true with the list's filters, and an unticked row goes to exclude", async () => {
    const { rows, edits } = setup();
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all reminders that match the filters" }));
    expect(screen.getByRole("checkbox", { name: "Select Second" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Second" }));
    expect(screen.getByText("All reminders that match the filters are selected, except 1")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mass edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit selected reminders" });

    // Fields stay read-only until "edit".
    expect(within(dialog).getByRole("textbox", { name: "Document end date" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit" }));
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await fill(within(dialog).getByRole("textbox", { name: "Document end date" }), "2026-09-30");
    await userEvent.tab();
    // Date coupling: a new end date puts the reminder one month before it.
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "Reminder date" })).toHaveValue("2026-08-30"),
    );
    await userEvent.click(save);
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      ids: [],
      all: true,
      exclude: [rows[1]?.id],
      filters: { q: "avtal" },
      enddate: "2026-09-30",
      reminderAt: "2026-08-30",
      noticePeriod: "1 month",
    });
  });

  it("forgets the selection when the filters change", async () => {
    setup();
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    expect(screen.getByRole("button", { name: "Mass edit" })).toBeEnabled();
    await userEvent.click(screen.getByRole("switch", { name: "Show all reminders" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Mass edit" })).toBeDisabled());
  });

  it("says so when the mass edit fails, and keeps the modal open", async () => {
    setup();
    server.use(
      http.put("/api/companies/:companyId/notices/mass-edit", () =>
        HttpResponse.json({ code: "VALIDATION", message: "nope" }, { status: 400 }),
      ),
    );
    await table();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select First" }));
    await userEvent.click(screen.getByRole("button", { name: "Mass edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit selected reminders" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as completed" }));
    expect(await screen.findByText("The update failed. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit selected reminders" })).toBeInTheDocument();
  });
});

describe("availability", () => {
  it("says reminders are not available without the DocumentReminders permission, and asks nothing", async () => {
    const requests = mockRemindersApi([notice()]);
    server.use(http.get("/api/users/:userId/permissions", () => HttpResponse.json([])));
    signIn();
    renderApp("/list/reminder");
    expect(await screen.findByText("Reminders are not available here")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
