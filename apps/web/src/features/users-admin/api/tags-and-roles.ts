import { okSchema, userRoleSchema, userTagSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, usersAdminKeys } from "./keys";

const tagsPath = (memberId: string, tagId?: string) => `/users/${memberId}/tags${tagId ? `/${tagId}` : ""}`;

export const getTags = (companyId: string, memberId: string) =>
  api.get(tagsPath(memberId), z.array(userTagSchema), { query: { companyId } });

export function useTags(scope: Scope, memberId: string) {
  return useQuery({
    queryKey: usersAdminKeys.memberTags(scope, memberId),
    queryFn: () => getTags(scope.companyId, memberId),
  });
}

export function useTagMutations(scope: Scope, memberId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: usersAdminKeys.memberTags(scope, memberId) });
  const query = { companyId: scope.companyId };
  return {
    add: useMutation({
      mutationFn: (name: string) => api.post(tagsPath(memberId), userTagSchema, { query, body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (tagId: string) => api.delete(tagsPath(memberId, tagId), okSchema, { query }),
      onSuccess,
    }),
  };
}

/** GET /user-roles?companyId=: the company's roles with their users. */
export const getRoles = (companyId: string) =>
  api.get("/user-roles", z.array(userRoleSchema), { query: { companyId } });

export function useRoles(scope: Scope) {
  return useQuery({ queryKey: usersAdminKeys.roles(scope), queryFn: () => getRoles(scope.companyId) });
}

export function useRoleMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: usersAdminKeys.roles(scope) });
  const query = { companyId: scope.companyId };
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post("/user-roles", userRoleSchema, { query, body: { name } }),
      onSuccess,
    }),
    give: useMutation({
      mutationFn: ({ roleId, userId }: { roleId: string; userId: string }) =>
        api.post(`/user-roles/${roleId}/users`, userRoleSchema, { query, body: { userId } }),
      onSuccess,
    }),
    take: useMutation({
      mutationFn: ({ roleId, userId }: { roleId: string; userId: string }) =>
        api.delete(`/user-roles/${roleId}/users/${userId}`, okSchema, { query }),
      onSuccess,
    }),
  };
}
