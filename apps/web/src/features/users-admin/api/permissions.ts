import { type Permission, permissionListSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { type Scope, usersAdminKeys } from "./keys";

const path = (memberId: string) => `/users/${memberId}/permissions`;

export const getUserPermissions = (companyId: string, memberId: string) =>
  api.get(path(memberId), permissionListSchema, { query: { companyId } });

export function useMemberPermissions(scope: Scope, memberId: string) {
  return useQuery({
    queryKey: usersAdminKeys.memberPermissions(scope, memberId),
    queryFn: () => getUserPermissions(scope.companyId, memberId),
  });
}

/** The spec: the client removes CompanyCreate from the set before sending; only the platform grants it. */
export const withoutCompanyCreate = (permissions: readonly Permission[]) =>
  permissions.filter((permission) => permission !== "CompanyCreate");

export const saveUserPermissions = (companyId: string, memberId: string, permissions: readonly Permission[]) =>
  api.put(path(memberId), permissionListSchema, { query: { companyId }, body: withoutCompanyCreate(permissions) });

export function useSavePermissions(scope: Scope, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: readonly Permission[]) => saveUserPermissions(scope.companyId, memberId, permissions),
    onSuccess: (saved) => {
      queryClient.setQueryData(usersAdminKeys.memberPermissions(scope, memberId), saved);
      // One's own permissions also drive the side menu and these screens.
      if (memberId === scope.userId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.permissions(scope.userId, scope.companyId) });
      }
    },
  });
}
