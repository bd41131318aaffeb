import type { Category, Notice } from "@app/contract";
import { HttpResponse, http } from "msw";
import { addDays, today } from "../../lib/dates";
import { company, server, user } from "../../test/server";

export const remindersCompany = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: false,
    documentReminder: true,
    investigation: false,
    publicationTypes: ["card"],
    esign: false,
    skills: false,
  },
});

export const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Blockerad", email: "berit@demo.test" };
export const anna = { id: user.id, name: user.name, email: user.email };

export const leases: Category = { id: "66666666-6666-4666-8666-666666666666", name: "Hyresavtal", color: 0x1c7ed6 };

export const day = (offset: number) => addDays(today(), offset);

let n = 0;
/** A reminder of the test company; ids are stable per call order. */
export function notice(overrides: Partial<Notice> = {}): Notice {
  n += 1;
  const id = `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`;
  return {
    id,
    title: `Reminder ${n}`,
    description: "Demo",
    enddate: day(40),
    reminderAt: day(10),
    noticePeriod: "1 month",
    status: false,
    completedAt: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    tag: "avtal",
    manager: anna,
    assignees: [anna],
    companyCategory: leases,
    publication: { id: "88888888-8888-4888-8888-888888888888", name: "Hyresavtal kontor" },
    company: { id: remindersCompany.id },
    updatedAt: "2026-01-02T10:00:00.000Z",
    updatedBy: { id: anna.id, name: anna.name },
    version: 1,
    ...overrides,
  };
}

/** A signed-in user of the reminders company with the DocumentReminders permission and these reminders. */
export function mockRemindersApi(rows: Notice[], requests: URL[] = []) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json([remindersCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(["DocumentReminders"])),
    http.get("/api/companies/:companyId/notices", ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 21);
      return HttpResponse.json(rows.slice(offset, offset + limit));
    }),
    http.get("/api/companies/:companyId/notices/:id", ({ params }) => {
      const found = rows.find((r) => r.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ code: "NOT_FOUND", message: "Reminder not found." }, { status: 404 });
    }),
    http.get("/api/companies/:companyId/categories", () => HttpResponse.json([leases])),
    http.get("/api/companies/:companyId/users", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q")?.toLowerCase() ?? "";
      const members = [anna, berit]
        .filter((m) => m.name.toLowerCase().includes(q))
        .map((m) => ({ ...m, type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false }));
      return HttpResponse.json(members);
    }),
  );
  return requests;
}
