import type { CalendarItem, Reminder } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server } from "../../test/server";

export const calendarCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: false,
    documentReminder: true,
    investigation: true,
    publicationTypes: ["card", "investigation"],
    esign: true,
    skills: true,
  },
});
export const otherCompany = company({ id: "99999999-9999-4999-8999-999999999999", name: "Byggbolaget AB" });

const ref = { id: calendarCompany.id, name: calendarCompany.name };
let n = 0;
const nextId = () => {
  n += 1;
  return `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`;
};

export function item(overrides: Partial<CalendarItem> & Pick<CalendarItem, "kind" | "title" | "date">): CalendarItem {
  const id = overrides.id ?? nextId();
  return {
    id,
    time: null,
    startDate: null,
    done: false,
    projected: false,
    importance: null,
    company: ref,
    publication: null,
    link: `/somewhere/${id}`,
    ...overrides,
  };
}

export function reminder(overrides: Partial<Reminder> & Pick<Reminder, "title" | "reminderAt">): Reminder {
  return {
    id: nextId(),
    enddate: null,
    status: false,
    publication: { id: "88888888-8888-4888-8888-888888888888", name: "Hyresavtal kontor" },
    company: ref,
    ...overrides,
  };
}

export interface CalendarApi {
  items: CalendarItem[];
  reminders: Reminder[];
  permissions?: string[];
  /** Every request the calendar made, as path and query. */
  requests?: string[];
}

/** A signed-in member of two companies; the first has every feature, the calendar answers `items` in range. */
export function mockCalendarApi({
  items,
  reminders,
  permissions = ["DocumentReminders", "Tasks"],
  requests = [],
}: CalendarApi) {
  const inRange = (url: URL) => {
    requests.push(url.pathname + url.search);
    const from = url.searchParams.get("from") ?? "";
    const to = url.searchParams.get("to") ?? "";
    return items.filter((i) => (i.startDate ?? i.date) <= to && i.date >= from);
  };
  const record = (url: URL) => {
    requests.push(url.pathname + url.search);
    return reminders;
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([calendarCompany, otherCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/reminders", ({ request }) => HttpResponse.json(record(new URL(request.url)))),
    http.get("/api/companies/:companyId/reminders", ({ request }) => HttpResponse.json(record(new URL(request.url)))),
    http.get("/api/companies/:companyId/calendar", ({ request }) => HttpResponse.json(inRange(new URL(request.url)))),
    http.get("/api/calendar", ({ request }) => HttpResponse.json(inRange(new URL(request.url)))),
  );
  return requests;
}
