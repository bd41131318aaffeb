import { companyUserSchema, groupMemberSchema, MEMBER_SEARCH_LIMIT, okSchema } from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { groupsPath, portalKeys, type Scope } from "./keys";

export const getPortalMembers = (companyId: string, id: string) =>
  api.get(groupsPath(companyId, `/${id}/users`), z.array(groupMemberSchema));

export function usePortalMembers(scope: Scope, id: string) {
  return useQuery({
    queryKey: portalKeys.members(scope, id),
    queryFn: () => getPortalMembers(scope.companyId, id),
  });
}

/** Member search: 10 members of any type (portal members are mostly guests); the caller debounces `q`. */
export const searchCompanyMembers = (companyId: string, q: string) =>
  api.get(`/companies/${companyId}/users`, z.array(companyUserSchema), {
    query: { q: q.trim() || undefined, limit: MEMBER_SEARCH_LIMIT },
  });

export function useMemberSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.memberSearch(scope, q),
    queryFn: () => searchCompanyMembers(scope.companyId, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Add and remove portal members; the portal (its count) and its members refresh. */
export function usePortalMemberMutations(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: portalKeys.all(scope) });
  return {
    add: useMutation({
      mutationFn: (userId: string) =>
        api.post(groupsPath(scope.companyId, `/${id}/users`), z.array(groupMemberSchema), { body: { userId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => api.delete(groupsPath(scope.companyId, `/${id}/users/${userId}`), okSchema),
      onSuccess,
    }),
  };
}
