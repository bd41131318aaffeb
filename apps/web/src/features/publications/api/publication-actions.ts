import { type Publication, type PublicationCreate, type PublicationInput, publicationSchema } from "@app/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, api } from "../../../lib/api-client";
import { getSession } from "../../../lib/storage";
import { publicationKeys, publicationPath, type Scope } from "./keys";

export const createPublication = (companyId: string, input: PublicationCreate) =>
  api.post(publicationPath(companyId), publicationSchema, { body: input });

export const updatePublication = (companyId: string, id: string, input: PublicationInput) =>
  api.put(publicationPath(companyId, id), publicationSchema, { body: input });

export const lockPublication = (companyId: string, id: string, force = false) =>
  api.post(`${publicationPath(companyId, id)}/lock`, publicationSchema, { query: force ? { force: true } : {} });

export const unlockPublication = (companyId: string, id: string) =>
  api.delete(`${publicationPath(companyId, id)}/lock`, publicationSchema);

/** Releases the lock while the page is being closed: a normal request would be cancelled with it. */
export function unlockOnUnload(companyId: string, id: string) {
  const token = getSession()?.token;
  void fetch(`${API_BASE}${publicationPath(companyId, id)}/lock`, {
    method: "DELETE",
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {});
}

export const setArchived = (companyId: string, id: string, archived: boolean) =>
  api.post(`${publicationPath(companyId, id)}/${archived ? "archive" : "restore"}`, publicationSchema);

export const setWatched = (companyId: string, id: string, watched: boolean) =>
  watched
    ? api.put(`${publicationPath(companyId, id)}/watch`, publicationSchema)
    : api.delete(`${publicationPath(companyId, id)}/watch`, publicationSchema);

/** Puts the fresh object in the cache and lets the lists fetch again. */
export function storePublication(client: QueryClient, scope: Scope, publication: Publication) {
  client.setQueryData(publicationKeys.detail(scope, publication.id), publication);
  void client.invalidateQueries({ queryKey: publicationKeys.lists(scope) });
}

export function useCreatePublication(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicationCreate) => createPublication(scope.companyId, input),
    onSuccess: (created) => {
      storePublication(client, scope, created);
      void client.invalidateQueries({ queryKey: publicationKeys.groups(scope) });
    },
  });
}

/** A call on one object that answers the object: archive, watch, lock, save. */
export function usePublicationMutation<V>(scope: Scope, call: (variables: V) => Promise<Publication>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (publication) => storePublication(client, scope, publication),
  });
}
