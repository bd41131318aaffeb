import type {
  Investigation,
  InvestigationListItem,
  InvestigationTemplate,
  Investigator,
  Publication,
} from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

/** A company with investigations: the feature and the object type. */
export const invCompany = company({
  id: "66666666-6666-4666-8666-666666666666",
  name: "Utredningsbolaget AB",
  enabledFeatures: {
    customers: false,
    documentReminder: false,
    investigation: true,
    publicationTypes: ["note", "investigation"],
    esign: false,
    skills: false,
  },
});

export const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg" };
export const publicationId = "88888888-8888-4888-8888-888888888888";

const tail = (n: number) => String(n).padStart(12, "0");

export function listItem(n: number, overrides: Partial<InvestigationListItem> = {}): InvestigationListItem {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${tail(n)}`,
    name: `Investigation ${String(n).padStart(2, "0")}`,
    objectNumber: 100 + n,
    createdAt: "2026-11-02T10:00:00.000Z",
    periodDate: "2026-12-31",
    ...overrides,
  };
}

export const questionId = (n: number) => `cccccccc-cccc-4ccc-8ccc-${tail(n)}`;

/** Questions of each type, unanswered. */
export function investigation(overrides: Partial<Investigation> = {}): Investigation {
  const question = (n: number, text: string, type: "text" | "yesNo" | "choice" | "date", choices: string[] = []) => ({
    id: questionId(n),
    text,
    type,
    choices,
    answer: null,
    answeredBy: null,
    answeredAt: null,
  });
  return {
    id: "dddddddd-dddd-4ddd-8ddd-000000000001",
    status: "open",
    template: { id: "eeeeeeee-eeee-4eee-8eee-000000000001", name: "Incident" },
    requiresApproval: false,
    sections: [
      {
        id: "ffffffff-ffff-4fff-8fff-000000000001",
        title: "What happened",
        questions: [
          question(1, "Describe the event", "text"),
          question(2, "Was anyone hurt?", "yesNo"),
          question(3, "Severity", "choice", ["Low", "High"]),
          question(4, "When did it happen?", "date"),
        ],
      },
    ],
    investigators: [],
    closedAt: null,
    closedBy: null,
    ...overrides,
  };
}

export function investigator(n: number, person = berit): Investigator {
  return { id: `bbbbbbbb-bbbb-4bbb-8bbb-${tail(n)}`, publicationId, user: person, addedAt: "2026-11-03T09:00:00.000Z" };
}

export function template(n: number, overrides: Partial<InvestigationTemplate> = {}): InvestigationTemplate {
  return {
    id: `eeeeeeee-eeee-4eee-8eee-${tail(n)}`,
    name: `Template ${n}`,
    description: "",
    sections: [
      {
        id: `ffffffff-ffff-4fff-8fff-${tail(n)}`,
        title: "Facts",
        questions: [{ id: questionId(n), text: "What happened?", type: "text", choices: [] }],
      },
    ],
    checklist: [],
    periodDays: 30,
    requiresApproval: false,
    createdAt: "2026-10-01T10:00:00.000Z",
    updatedAt: "2026-10-02T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

/** The object POST /investigations answers. */
export function createdObject(id: string, name: string): Publication {
  return {
    id,
    companyId: invCompany.id,
    type: "investigation",
    name,
    description: "",
    objectNumber: 7,
    periodDate: null,
    status: "active",
    group: null,
    tags: [],
    updatedAt: "2026-11-02T10:00:00.000Z",
    lock: null,
    body: "",
    createdAt: "2026-11-02T10:00:00.000Z",
    createdBy: { id: user.id, name: user.name },
    updatedBy: null,
    version: 1,
    watched: false,
    customer: null,
    closed: false,
    can: { edit: true, archive: true, share: true, unlock: false },
  };
}

/** A signed-in member of the investigation company (or `companies`) with these permissions. */
export function mockSession(permissions: string[], companies = [invCompany]) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json(companies)),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
  );
}
