import { keypassRevealSchema, keypassSecretSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { publicationKeys, publicationPath, type Scope } from "./keys";

const path = (companyId: string, id: string, secretId?: string) =>
  `${publicationPath(companyId, id)}/secrets${secretId ? `/${secretId}` : ""}`;

export interface SecretInput {
  label: string;
  username: string;
  secret: string;
}

/** The secrets of a keypass object, without their values. */
export function useSecrets(scope: Scope, id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: publicationKeys.part(scope, id, "secrets"),
    queryFn: () => api.get(path(scope.companyId, id), z.array(keypassSecretSchema), { errorPages: false }),
  });
}

export function useSaveSecret(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ secretId, input }: { secretId?: string; input: SecretInput }) =>
      secretId
        ? api.put(path(scope.companyId, id, secretId), keypassSecretSchema, { body: input })
        : api.post(path(scope.companyId, id), keypassSecretSchema, { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "secrets") }),
  });
}

export function useDeleteSecret(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (secretId: string) => api.delete(path(scope.companyId, id, secretId), okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "secrets") }),
  });
}

/** Reveals a value; the server records every reveal, so the log is fetched again after it. */
export function useRevealSecret(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (secretId: string) =>
      api.post(`${path(scope.companyId, id, secretId)}/reveal`, z.object({ secret: z.string() })),
    onSettled: (_data, _error, secretId) =>
      client.invalidateQueries({ queryKey: publicationKeys.reveals(scope, id, secretId) }),
  });
}

export function useReveals(scope: Scope, id: string, secretId: string) {
  return useQuery({
    queryKey: publicationKeys.reveals(scope, id, secretId),
    queryFn: () =>
      api.get(`${path(scope.companyId, id, secretId)}/reveals`, z.array(keypassRevealSchema), { errorPages: false }),
  });
}
