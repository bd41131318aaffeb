import { companyUserSchema, MEMBER_SEARCH_LIMIT } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { esignKeys, type Scope } from "./keys";

export const searchMembers = (companyId: string, q: string) =>
  api.get(`/companies/${companyId}/users`, z.array(companyUserSchema), {
    query: { q: q.trim() || undefined, limit: MEMBER_SEARCH_LIMIT, type: "DEFAULT" },
  });

export const membersQuery = (scope: Scope, q: string) =>
  queryOptions({ queryKey: esignKeys.members(scope, { q }), queryFn: () => searchMembers(scope.companyId, q) });

/** Member search (full users, 10 results); the caller debounces `q`. */
export function useMemberSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({ ...membersQuery(scope, q), enabled, placeholderData: keepPreviousData });
}
