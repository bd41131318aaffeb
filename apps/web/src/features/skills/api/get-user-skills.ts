import { SKILL_PAGE_FETCH, SKILL_PAGE_SIZE, type SkillStatus, userSkillSchema } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, userSkillsPath } from "./keys";

/** The skills list's filters and page, as the address holds them. */
export interface UserSkillPage {
  userId: string | null;
  skillId: string | null;
  unitId: string | null;
  status: Exclude<SkillStatus, "missing"> | null;
  /** 0-based. */
  page: number;
}

export const getUserSkills = (companyId: string, { page, userId, skillId, unitId, status }: UserSkillPage) =>
  api.get(userSkillsPath(companyId), z.array(userSkillSchema), {
    query: {
      userId: userId ?? undefined,
      skillId: skillId ?? undefined,
      unitId: unitId ?? undefined,
      status: status ?? undefined,
      limit: SKILL_PAGE_FETCH,
      offset: page * SKILL_PAGE_SIZE,
    },
  });

export const userSkillsQuery = (scope: Scope, query: UserSkillPage) =>
  queryOptions({
    queryKey: skillKeys.userSkills(scope, query),
    queryFn: () => getUserSkills(scope.companyId, query),
    select: (rows) => ({ rows: rows.slice(0, SKILL_PAGE_SIZE), hasNext: rows.length > SKILL_PAGE_SIZE }),
  });

/**
 * One page of people's skills (20 shown, 21 fetched): everyone's with the Skills permission, the
 * member's own without it (the server decides).
 */
export function useUserSkills(scope: Scope, query: UserSkillPage) {
  return useQuery({ ...userSkillsQuery(scope, query), placeholderData: keepPreviousData });
}
