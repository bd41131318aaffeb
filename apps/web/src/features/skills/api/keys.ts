import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const skillKeys = {
  /** Every skills read of the company: definitions, people's skills, objects' skills, matrices. */
  all: (scope: Scope) => [...queryKeys.company(scope), "skills"] as const,
  definitions: (scope: Scope, query: object) => [...skillKeys.all(scope), "definitions", query] as const,
  /** Every definition (up to 1000), for the pickers and filters. */
  options: (scope: Scope) => [...skillKeys.all(scope), "options"] as const,
  userSkills: (scope: Scope, query: object) => [...skillKeys.all(scope), "user-skills", query] as const,
  objectSkills: (scope: Scope, publicationId: string) => [...skillKeys.all(scope), "object", publicationId] as const,
  matrix: (scope: Scope, unitId: string) => [...skillKeys.all(scope), "matrix", unitId] as const,
  /** The units to choose from (up to 1000). */
  units: (scope: Scope) => [...queryKeys.company(scope), "units", "options"] as const,
  member: (scope: Scope, userId: string) => queryKeys.members(scope, { id: userId }),
};

const company = (companyId: string) => `/companies/${companyId}`;
export const skillsPath = (companyId: string, id?: string) => `${company(companyId)}/skills${id ? `/${id}` : ""}`;
export const userSkillsPath = (companyId: string, id?: string) =>
  `${company(companyId)}/user-skills${id ? `/${id}` : ""}`;
export const certificatePath = (companyId: string, userSkillId: string) =>
  `${userSkillsPath(companyId, userSkillId)}/certificate`;
export const objectSkillsPath = (companyId: string, id?: string) =>
  `${company(companyId)}/object-skills${id ? `/${id}` : ""}`;
export const unitsPath = (companyId: string) => `${company(companyId)}/units`;
export const matrixPath = (companyId: string, unitId: string) => `${unitsPath(companyId)}/${unitId}/matrix`;

/** The screens' addresses. */
export const definitionsPage = "/list/skills";
export const skillsListPage = "/list/skills-list";
