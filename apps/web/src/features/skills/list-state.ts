import { skillStatuses } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { SkillPage } from "./api/get-skills";
import type { UserSkillPage } from "./api/get-user-skills";

const options = { shallow: false, history: "push" } as const;

/** /list/skills: the search (q) and the page. */
const definitionParsers = { page: parseAsPage, q: parseAsText };

export function useDefinitionListState() {
  const [state, setState] = useQueryStates(definitionParsers, options);
  return [state satisfies SkillPage, setState] as const;
}

/** The statuses a held skill can have (the filter of the skills list). */
export const heldStatuses = skillStatuses.filter((status) => status !== "missing") as Exclude<
  (typeof skillStatuses)[number],
  "missing"
>[];

/** /list/skills-list: person, skill, unit, status and page (a SKILL_EXPIRING notification links with ?userId=). */
const userSkillParsers = {
  page: parseAsPage,
  userId: parseAsUuid,
  skillId: parseAsUuid,
  unitId: parseAsUuid,
  status: parseAsStringLiteral(heldStatuses),
};

export function useUserSkillListState() {
  const [state, setState] = useQueryStates(userSkillParsers, options);
  return [state satisfies UserSkillPage, setState] as const;
}

export const hasUserSkillFilters = (state: UserSkillPage) =>
  Boolean(state.userId || state.skillId || state.unitId || state.status);

/** /list/units-kunskap: the unit shown and the one skill column kept (all when none). */
const matrixParsers = { unitId: parseAsUuid, skillId: parseAsUuid };

export function useMatrixState() {
  return useQueryStates(matrixParsers, options);
}
