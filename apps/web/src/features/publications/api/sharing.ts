import { createdSharedLinkSchema, okSchema, sharedLinkSchema, shareSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { publicationKeys, publicationPath, type Scope } from "./keys";

const sharesPath = (companyId: string, id: string) => `${publicationPath(companyId, id)}/shares`;
const linksPath = (companyId: string, id: string) => `${publicationPath(companyId, id)}/shared-links`;

export function useShares(scope: Scope, id: string) {
  return useQuery({
    queryKey: publicationKeys.part(scope, id, "shares"),
    queryFn: () => api.get(sharesPath(scope.companyId, id), z.array(shareSchema), { errorPages: false }),
  });
}

export function useAddShare(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { userId: string } | { groupId: string }) =>
      api.post(sharesPath(scope.companyId, id), z.array(shareSchema), { body: target }),
    onSuccess: (shares) => client.setQueryData(publicationKeys.part(scope, id, "shares"), shares),
  });
}

export function useRemoveShare(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => api.delete(`${sharesPath(scope.companyId, id)}/${shareId}`, okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "shares") }),
  });
}

/** Live links of the object (the list is short: one page of the API's largest size). */
export function useSharedLinks(scope: Scope, id: string) {
  return useQuery({
    queryKey: publicationKeys.part(scope, id, "links"),
    queryFn: () =>
      api.get(linksPath(scope.companyId, id), z.array(sharedLinkSchema), {
        query: { limit: 1000 },
        errorPages: false,
      }),
  });
}

export function useCreateSharedLink(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresAt: string) =>
      api.post(linksPath(scope.companyId, id), createdSharedLinkSchema, { body: { expiresAt } }),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "links") }),
  });
}

export function useRevokeSharedLink(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete(`/companies/${scope.companyId}/shared-links/${linkId}`, okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "links") }),
  });
}
