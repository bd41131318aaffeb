import {
  apiTokenSchema,
  type CreateApiTokenBody,
  createdApiTokenSchema,
  okSchema,
  registeredAppSchema,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { integrationKeys, type Scope } from "./keys";

const base = "/companies/admin/tokens";

/** GET /companies/admin/tokens?companyId=: the company's live tokens (never their secret). */
export const getApiTokens = (companyId: string) => api.get(base, z.array(apiTokenSchema), { query: { companyId } });

export function useApiTokens(scope: Scope) {
  return useQuery({ queryKey: integrationKeys.apiTokens(scope), queryFn: () => getApiTokens(scope.companyId) });
}

/** GET /companies/admin/apps?companyId=: the apps registered to sign in. */
export const getApps = (companyId: string) =>
  api.get("/companies/admin/apps", z.array(registeredAppSchema), { query: { companyId } });

export function useApps(scope: Scope) {
  return useQuery({ queryKey: integrationKeys.apps(scope), queryFn: () => getApps(scope.companyId) });
}

/** The answer carries the token itself, the only time it is shown. */
export const createApiToken = (companyId: string, body: CreateApiTokenBody) =>
  api.post(base, createdApiTokenSchema, { query: { companyId }, body });

export const revokeApiToken = (companyId: string, id: string) =>
  api.delete(`${base}/${id}`, okSchema, { query: { companyId } });

export function useApiTokenMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: integrationKeys.apiTokens(scope) });
  const create = useMutation({
    mutationFn: (body: CreateApiTokenBody) => createApiToken(scope.companyId, body),
    onSettled,
  });
  const revoke = useMutation({ mutationFn: (id: string) => revokeApiToken(scope.companyId, id), onSettled });
  return { create, revoke };
}
