import { companyUserSchema, MEMBER_SEARCH_LIMIT } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "./api-client";
import { queryKeys, type Scope } from "./query-keys";

export interface MemberQuery {
  q: string;
  /** Guests (type GUEST) too; otherwise full users only. */
  allTypes?: boolean;
}

/** A member as the pickers hold them. */
export interface UserRef {
  id: string;
  name: string;
  email: string;
}

export const searchMembers = (companyId: string, { q, allTypes }: MemberQuery, limit = MEMBER_SEARCH_LIMIT) =>
  api.get(`/companies/${companyId}/users`, z.array(companyUserSchema), {
    query: { q: q.trim() || undefined, limit, type: allTypes ? undefined : "DEFAULT" },
  });

export const membersQuery = (scope: Scope, query: MemberQuery) =>
  queryOptions({
    queryKey: queryKeys.members(scope, query),
    queryFn: () => searchMembers(scope.companyId, query),
  });

/** Member search (10 results, full users unless all types are wanted); the caller debounces `q`. */
export function useMemberSearch(scope: Scope, query: MemberQuery, enabled: boolean) {
  return useQuery({ ...membersQuery(scope, query), enabled, placeholderData: keepPreviousData });
}
