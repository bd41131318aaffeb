import { companyUserSchema, MEMBER_SEARCH_LIMIT } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { reminderKeys, type Scope } from "./keys";

export interface MemberQuery {
  q: string;
  /** Guests (type GUEST) too; otherwise full users only. */
  allTypes?: boolean;
}

export const searchMembers = (companyId: string, { q, allTypes }: MemberQuery, limit = MEMBER_SEARCH_LIMIT) =>
  api.get(`/companies/${companyId}/users`, z.array(companyUserSchema), {
    query: { q: q.trim() || undefined, limit, type: allTypes ? undefined : "DEFAULT" },
  });

export const membersQuery = (scope: Scope, query: MemberQuery) =>
  queryOptions({
    queryKey: reminderKeys.members(scope, query),
    queryFn: () => searchMembers(scope.companyId, query),
  });

/** Member search (10 results, full users unless all types are wanted); the caller debounces `q`. */
export function useMemberSearch(scope: Scope, query: MemberQuery, enabled: boolean) {
  return useQuery({ ...membersQuery(scope, query), enabled, placeholderData: keepPreviousData });
}

/** Every member (up to 1000), to name users known only by id (the assignee filter of the address). */
export function useAllMembers(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.members(scope, { every: true }),
    queryFn: () => searchMembers(scope.companyId, { q: "", allTypes: true }, 1000),
    enabled,
    staleTime: 5 * 60_000,
  });
}
