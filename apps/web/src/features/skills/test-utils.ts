import type { Publication, Skill, UnitListItem, UnitMatrix, UserSkill } from "@app/contract";
import { HttpResponse, http } from "msw";
import { company, server, user } from "../../test/server";

/** A company with the skills feature. */
export const skillsCompany = company({
  id: "77777777-7777-4777-8777-777777777777",
  name: "Kompetensbolaget AB",
  enabledFeatures: {
    customers: false,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["note"],
    esign: false,
    skills: true,
  },
});

const tail = (n: number) => String(n).padStart(12, "0");

export const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg" };
export const carl = { id: "55555555-5555-4555-8555-000000000002", name: "Carl Carlsson" };
export const me = { id: user.id, name: user.name };

export function skill(n: number, overrides: Partial<Skill> = {}): Skill {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${tail(n)}`,
    name: `Skill ${String(n).padStart(2, "0")}`,
    description: "",
    category: "Safety",
    validityMonths: 24,
    noticeDays: 30,
    createdAt: "2026-10-01T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export const forklift = skill(1, { name: "Forklift", category: "Machines", validityMonths: 24 });
export const firstAid = skill(2, { name: "First aid", category: "Safety", validityMonths: null, noticeDays: 14 });

export function userSkill(n: number, overrides: Partial<UserSkill> = {}): UserSkill {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${tail(n)}`,
    user: berit,
    skill: { id: forklift.id, name: forklift.name, category: forklift.category },
    achievedOn: "2025-01-10",
    validUntil: "2027-01-10",
    status: "valid",
    certificate: null,
    recordedBy: me,
    recordedAt: "2025-01-10T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export const unitA: UnitListItem = {
  id: "cccccccc-cccc-4ccc-8ccc-000000000001",
  name: "Warehouse",
  status: "ACTIVATED",
  manager: null,
  categories: [],
  memberCount: 2,
  createdAt: "2026-09-01T10:00:00.000Z",
};

/** Berit holds Forklift (expired) and lacks First aid; Carl holds both (valid, expiring). */
export const matrix: UnitMatrix = {
  unit: { id: unitA.id, name: unitA.name },
  today: "2026-11-25",
  skills: [
    { id: forklift.id, name: forklift.name, validityMonths: 24 },
    { id: firstAid.id, name: firstAid.name, validityMonths: null },
  ],
  rows: [
    {
      user: berit,
      cells: [
        {
          skillId: forklift.id,
          status: "expired",
          achievedOn: "2024-01-01",
          validUntil: "2026-01-01",
          userSkillId: userSkill(1).id,
        },
        { skillId: firstAid.id, status: "missing", achievedOn: null, validUntil: null, userSkillId: null },
      ],
    },
    {
      user: carl,
      cells: [
        {
          skillId: forklift.id,
          status: "expiring",
          achievedOn: "2024-12-10",
          validUntil: "2026-12-10",
          userSkillId: userSkill(2).id,
        },
        {
          skillId: firstAid.id,
          status: "valid",
          achievedOn: "2025-03-01",
          validUntil: null,
          userSkillId: userSkill(3).id,
        },
      ],
    },
  ],
};

export function publication(id: string, can: Publication["can"]): Publication {
  return {
    id,
    companyId: skillsCompany.id,
    type: "note",
    name: "Forklift manual",
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
    createdBy: me,
    updatedBy: null,
    version: 1,
    watched: false,
    customer: null,
    closed: false,
    can,
  };
}

/** A signed-in member of the skills company (or `companies`) with these permissions. */
export function mockSession(permissions: string[], companies = [skillsCompany]) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json(companies)),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
  );
}

/** A member as the member search and GET /users/{id} answer. */
export const member = (person: { id: string; name: string }) => ({
  ...person,
  email: `${person.name.split(" ")[0]?.toLowerCase()}@demo.test`,
  type: "DEFAULT",
  features: { denyLoginOnWeb: false },
  hasAvatar: false,
});
