import { SKILL_PAGE_FETCH, SKILL_PAGE_SIZE, SKILL_UNITS_LIMIT, skillSchema } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, skillsPath } from "./keys";

export interface SkillPage {
  /** Part of the name or category. */
  q: string | null;
  /** 0-based. */
  page: number;
}

export const getSkills = (companyId: string, { q, page }: SkillPage) =>
  api.get(skillsPath(companyId), z.array(skillSchema), {
    query: { q: q ?? undefined, limit: SKILL_PAGE_FETCH, offset: page * SKILL_PAGE_SIZE },
  });

export const skillsQuery = (scope: Scope, query: SkillPage) =>
  queryOptions({
    queryKey: skillKeys.definitions(scope, query),
    queryFn: () => getSkills(scope.companyId, query),
    select: (rows) => ({ rows: rows.slice(0, SKILL_PAGE_SIZE), hasNext: rows.length > SKILL_PAGE_SIZE }),
  });

/** One page of the company's skills (20 shown, 21 fetched to know whether a next page exists). */
export function useSkills(scope: Scope, query: SkillPage) {
  return useQuery({ ...skillsQuery(scope, query), placeholderData: keepPreviousData });
}

export const getSkillOptions = (companyId: string) =>
  api.get(skillsPath(companyId), z.array(skillSchema), { query: { limit: SKILL_UNITS_LIMIT } });

/** Every skill of the company (up to 1000, as the units screens read them), for pickers and filters. */
export function useSkillOptions(scope: Scope | null) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: skillKeys.options(known),
    queryFn: () => getSkillOptions(known.companyId),
    enabled: scope !== null,
    staleTime: 5 * 60_000,
  });
}
