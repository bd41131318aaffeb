import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { addDays, today } from "../../lib/dates";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { calendarCompany, item, mockCalendarApi, otherCompany, reminder } from "./test-utils";

const base = `/calendar/${calendarCompany.id}`;
const eventOf = (title: string) => screen.getByText(title).closest(".fc-event") as HTMLElement;
const query = (location: string) => Object.fromEntries(new URL(location, "http://x").searchParams);

describe("calendar (/calendar/{companyId})", () => {
  it("shows each kind of the visible month, asking for the six weeks it draws", async () => {
    const requests = mockCalendarApi({
      items: [
        item({ kind: "task", title: "Ring revisorn", date: "2026-11-16" }),
        item({ kind: "esign", title: "Avtal ska signeras", date: "2026-11-18" }),
        item({ kind: "investigation", title: "Utredning klar", date: "2026-11-20" }),
        item({ kind: "skill", title: "Heta arbeten går ut", date: "2026-11-24" }),
        item({ kind: "task", title: "Nästa år", date: "2027-01-20" }),
      ],
      reminders: [reminder({ title: "Säg upp hyresavtal", reminderAt: "2026-11-25" })],
    });
    signIn();
    renderApp(`${base}?date=2026-11-15`);
    for (const title of ["Ring revisorn", "Avtal ska signeras", "Utredning klar", "Heta arbeten går ut"]) {
      expect(await screen.findByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText("Säg upp hyresavtal")).toBeInTheDocument();
    expect(screen.queryByText("Nästa år")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "November 2026", level: 2 })).toBeInTheDocument();
    expect(requests).toContain(`/api/companies/${calendarCompany.id}/calendar?from=2026-10-26&to=2026-12-06`);
    expect(requests).toContain(`/api/companies/${calendarCompany.id}/reminders?limit=1000000`);
    // Weeks start on Monday and carry their ISO number (2026-10-26 is in week 44).
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent("Mon");
    expect(screen.getByText("W44")).toBeInTheDocument();
    // Each kind in its own colour, named with its kind for screen readers.
    expect(eventOf("Avtal ska signeras")).toHaveStyle({ backgroundColor: "#e5dbff" });
    expect(eventOf("Ring revisorn")).toHaveStyle({ backgroundColor: "#d0ebff" });
    expect(eventOf("Utredning klar")).toHaveAttribute(
      "aria-label",
      "Investigation end date: Utredning klar, 2026-11-20",
    );
  });

  it("shows four items of a busy day in the month and the rest behind '+N more'", async () => {
    const titles = ["Ett", "Två", "Tre", "Fyra", "Fem", "Sex", "Sju"];
    mockCalendarApi({
      items: titles.map((title) => item({ kind: "task", title, date: "2026-11-18" })),
      reminders: [],
    });
    signIn();
    renderApp(`${base}?date=2026-11-15`);
    const more = await screen.findByRole("button", { name: "+3 more" });
    expect(more).toHaveAttribute("title", "Show 3 more");
    const shown = (title: string) =>
      getComputedStyle(eventOf(title).parentElement as HTMLElement).visibility !== "hidden";
    // By title, as FullCalendar orders a day's all-day items.
    expect(titles.filter(shown).sort()).toEqual(["Ett", "Fem", "Fyra", "Sex"]);
    // Its popover, which jsdom cannot place, is in e2e/tasks-calendar.spec.ts.
  });

  it("colours reminders by the reminder rule, strikes done tasks and lightens coming occurrences", async () => {
    const day = (offset: number) => addDays(today(), offset);
    mockCalendarApi({
      items: [
        item({ kind: "task", title: "Klar uppgift", date: day(0), done: true }),
        item({ kind: "task", title: "Veckomöte", date: day(1), projected: true }),
      ],
      reminders: [
        reminder({ title: "Förfallen", reminderAt: day(0) }),
        reminder({ title: "Snart", reminderAt: day(1) }),
      ],
    });
    signIn();
    // The month grid always shows tomorrow too (six weeks from the Monday before the 1st).
    renderApp(`${base}?date=${day(0)}`);
    await screen.findByText("Förfallen");
    expect(eventOf("Förfallen")).toHaveStyle({ backgroundColor: "#ffe3e3" });
    expect(eventOf("Snart")).toHaveStyle({ backgroundColor: "#ffe8cc" });
    expect(eventOf("Klar uppgift")).toHaveClass("cal-done");
    expect(eventOf("Klar uppgift")).toHaveAttribute("aria-label", expect.stringContaining("done"));
    expect(eventOf("Veckomöte")).toHaveClass("cal-projected");
    expect(eventOf("Veckomöte")).not.toHaveClass("fc-event-draggable");
    expect(eventOf("Klar uppgift")).toHaveClass("fc-event-draggable");
  });

  it("shows Swedish public holidays on their days", async () => {
    mockCalendarApi({ items: [], reminders: [] });
    signIn();
    renderApp(`${base}?date=2026-12-01`);
    expect(await screen.findByText("Christmas Day")).toBeInTheDocument();
    expect(screen.getByText("Christmas Eve")).toBeInTheDocument();
    expect(screen.getByText("Nothing is dated in this period.")).toBeInTheDocument();
  });

  it("speaks Swedish with a Swedish user: names, weekdays from Monday, holidays", async () => {
    mockCalendarApi({ items: [], reminders: [] });
    server.use(http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })));
    signIn();
    renderApp(`${base}?view=week&date=2026-12-21`);
    expect(await screen.findByRole("heading", { name: "Vecka 52, 2026-12-21 – 2026-12-27" })).toBeInTheDocument();
    expect(await screen.findByText("Juldagen")).toBeInTheDocument();
    expect(screen.getByText("Julafton")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "mån 21",
      "tis 22",
      "ons 23",
      "tors 24",
      "fre 25",
      "lör 26",
      "sön 27",
    ]);
    expect(screen.getByRole("button", { name: "Föregående vecka" })).toBeInTheDocument();
  });

  it("hides and shows kinds, keeping the choice in the address across a reload", async () => {
    mockCalendarApi({
      items: [
        item({ kind: "task", title: "Ring revisorn", date: "2026-11-16" }),
        item({ kind: "esign", title: "Avtal ska signeras", date: "2026-11-18" }),
      ],
      reminders: [],
    });
    signIn();
    const { location, unmount } = renderApp(`${base}?date=2026-11-15`);
    await screen.findByText("Ring revisorn");
    await userEvent.click(screen.getByRole("checkbox", { name: "Tasks" }));
    await waitFor(() => expect(screen.queryByText("Ring revisorn")).not.toBeInTheDocument());
    expect(screen.getByText("Avtal ska signeras")).toBeInTheDocument();
    await waitFor(() => expect(query(location()).kinds).toBe("esign,investigation,skill,reminder"));
    const reloaded = location();
    unmount();

    renderApp(reloaded);
    await screen.findByText("Avtal ska signeras");
    expect(screen.queryByText("Ring revisorn")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Tasks" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Tasks" }));
    expect(await screen.findByText("Ring revisorn")).toBeInTheDocument();
  });

  it("opens a task in the task editor by click or Enter, and other kinds at their link", async () => {
    const task = item({ kind: "task", title: "Ring revisorn", date: "2026-11-16" });
    const esign = item({ kind: "esign", title: "Avtal ska signeras", date: "2026-11-18", link: "/list/esign" });
    mockCalendarApi({ items: [task, esign], reminders: [] });
    server.use(http.get("/api/companies/:companyId/e-signs", () => HttpResponse.json([])));
    signIn();
    const { location, navigate } = renderApp(`${base}?view=week&date=2026-11-16`);
    await screen.findByText("Ring revisorn");
    await userEvent.click(screen.getByText("Ring revisorn"));
    await waitFor(() => expect(query(location())).toMatchObject({ task: task.id, view: "week", date: "2026-11-16" }));
    await navigate(-1);
    await waitFor(() => expect(query(location()).task).toBeUndefined());

    screen.getByRole("button", { name: "Task: Ring revisorn, 2026-11-16" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(query(location()).task).toBe(task.id));

    await userEvent.click(screen.getByText("Avtal ska signeras"));
    await waitFor(() => expect(location()).toBe("/list/esign"));
  });

  it("moves by week with real buttons, keeps view and day in the address, and offers a new task on the day", async () => {
    const requests = mockCalendarApi({ items: [], reminders: [] });
    signIn();
    const { location } = renderApp(`${base}?view=week&date=2026-11-30`);
    expect(await screen.findByRole("heading", { name: "Week 49, 2026-11-30 – 2026-12-06" })).toBeInTheDocument();
    expect(requests).toContain(`/api/companies/${calendarCompany.id}/calendar?from=2026-11-30&to=2026-12-06`);
    await userEvent.click(screen.getByRole("button", { name: "Previous week" }));
    expect(await screen.findByRole("heading", { name: "Week 48, 2026-11-23 – 2026-11-29" })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests).toContain(`/api/companies/${calendarCompany.id}/calendar?from=2026-11-23&to=2026-11-29`),
    );
    expect(query(location())).toMatchObject({ view: "week", date: "2026-11-23" });
    await userEvent.click(screen.getByRole("radio", { name: "Day" }));
    await waitFor(() => expect(query(location()).view).toBe("day"));
    await userEvent.click(screen.getByRole("button", { name: "New task" }));
    await waitFor(() => expect(query(location())).toMatchObject({ task: "new", due: "2026-11-23" }));
  });

  it("offers no new task and no dragging without the Tasks permission", async () => {
    mockCalendarApi({
      items: [item({ kind: "task", title: "Ring revisorn", date: "2026-11-16" })],
      reminders: [],
      permissions: [],
    });
    signIn();
    renderApp(`${base}?date=2026-11-15`);
    await screen.findByText("Ring revisorn");
    expect(eventOf("Ring revisorn")).not.toHaveClass("fc-event-draggable");
    expect(screen.queryByRole("button", { name: "New task" })).not.toBeInTheDocument();
  });

  it("says when the calendar could not be loaded and loads it again on retry", async () => {
    mockCalendarApi({ items: [item({ kind: "skill", title: "Truckkort går ut", date: "2026-11-16" })], reminders: [] });
    let failures = 1;
    server.use(
      http.get("/api/companies/:companyId/calendar", () =>
        failures-- > 0 ? HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 }) : undefined,
      ),
    );
    signIn();
    const { location } = renderApp(`${base}?date=2026-11-15`);
    expect(await screen.findByText("The calendar could not be loaded.")).toBeInTheDocument();
    expect(location()).toContain("/calendar/");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Truckkort går ut")).toBeInTheDocument();
  });
});

describe("the list view", () => {
  it("lists the month's entries day by day, tasks as buttons and the rest as links", async () => {
    const task = item({ kind: "task", title: "Ring revisorn", date: "2026-11-16", time: "09:30" });
    mockCalendarApi({
      items: [task, item({ kind: "skill", title: "Truckkort går ut", date: "2026-11-03", link: "/list/skills" })],
      reminders: [reminder({ title: "Säg upp hyresavtal", reminderAt: "2026-11-16" })],
    });
    signIn();
    const { location } = renderApp(`${base}?view=list&date=2026-11-15`);
    const days = await screen.findAllByRole("heading", { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(["2026-11-03", "2026-11-16"]);
    expect(screen.getByRole("link", { name: "Truckkort går ut" })).toHaveAttribute("href", "/list/skills");
    expect(screen.getByRole("link", { name: "Säg upp hyresavtal" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/list\/reminder\//),
    );
    expect(screen.getByText("09:30")).toBeInTheDocument();
    screen.getByRole("button", { name: "Ring revisorn" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(query(location()).task).toBe(task.id));
  });
});

describe("calendar across companies (/calendar)", () => {
  it("shows every company's items with the company's name; a task opens in its company's calendar", async () => {
    const task = item({ kind: "task", title: "Ring revisorn", date: "2026-11-16" });
    const requests = mockCalendarApi({
      items: [task],
      reminders: [
        reminder({
          title: "Byt lås",
          reminderAt: "2026-11-17",
          company: { id: otherCompany.id, name: otherCompany.name },
        }),
      ],
    });
    signIn();
    const { location } = renderApp("/calendar?date=2026-11-15");
    expect(await screen.findByText("Ring revisorn (Nordisk Handel AB)")).toBeInTheDocument();
    expect(screen.getByText("Byt lås (Byggbolaget AB)")).toBeInTheDocument();
    expect(requests).toContain("/api/calendar?from=2026-10-26&to=2026-12-06");
    expect(requests).toContain("/api/companies/reminders?limit=1000000");

    // A task opens in its company's calendar, where the editor knows the company.
    await userEvent.click(screen.getByText("Ring revisorn (Nordisk Handel AB)"));
    await waitFor(() => expect(location()).toBe(`${base}?date=2026-11-15&task=${task.id}`));
  });

  it("narrows to one company with the picker, keeping the day", async () => {
    mockCalendarApi({ items: [], reminders: [] });
    signIn();
    const { location } = renderApp("/calendar?date=2026-11-15");
    await userEvent.click(await screen.findByRole("combobox", { name: "Company" }));
    await userEvent.click(await screen.findByRole("option", { name: "Nordisk Handel AB" }));
    await waitFor(() => expect(location()).toBe(`${base}?date=2026-11-15`));
    expect(await screen.findByText("Nordisk Handel AB", { selector: "p" })).toBeInTheDocument();
  });
});

describe("the way to the calendar", () => {
  it("the start page offers the selected company's calendar", async () => {
    mockCalendarApi({ items: [], reminders: [] });
    signIn();
    localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: calendarCompany }));
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Calendar" })).toHaveAttribute("href", base);
  });
});
