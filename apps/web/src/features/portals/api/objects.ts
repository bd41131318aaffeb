import { groupSchema, MEMBER_SEARCH_LIMIT, PAGE_FETCH, publicationListItemSchema } from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { groupsPath, portalKeys, type Scope } from "./keys";

export const OBJECT_PAGE_SIZE = PAGE_FETCH - 1;

/** GET /companies/{id}/groups/{groupId}/publications: one page of the objects the portal exposes. */
export const getPortalObjects = (companyId: string, id: string, page: number) =>
  api.get(groupsPath(companyId, `/${id}/publications`), z.array(publicationListItemSchema), {
    query: { limit: PAGE_FETCH, offset: page * OBJECT_PAGE_SIZE },
  });

export function usePortalObjects(scope: Scope, id: string, page: number) {
  return useQuery({
    queryKey: portalKeys.objects(scope, id, page),
    queryFn: () => getPortalObjects(scope.companyId, id, page),
    placeholderData: keepPreviousData,
  });
}

/** Objects of the company by name or number, 10 at a time, to add to a portal; the caller debounces `q`. */
export const searchObjects = (companyId: string, q: string) =>
  api.get(`/companies/${companyId}/publications`, z.array(publicationListItemSchema), {
    query: { q: q.trim() || undefined, limit: MEMBER_SEARCH_LIMIT },
  });

export function useObjectSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.objectSearch(scope, q),
    queryFn: () => searchObjects(scope.companyId, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Put an object into the portal (it leaves its previous group) or take it out. */
export function usePortalObjectMutations(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: portalKeys.all(scope) });
    void queryClient.invalidateQueries({ queryKey: portalKeys.objectSearches(scope) });
  };
  return {
    add: useMutation({
      mutationFn: (publicationId: string) =>
        api.post(groupsPath(scope.companyId, `/${id}/publications`), groupSchema, { body: { publicationId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (publicationId: string) =>
        api.delete(groupsPath(scope.companyId, `/${id}/publications/${publicationId}`), groupSchema),
      onSuccess,
    }),
  };
}
