import { type Permission, permissionListSchema } from "@app/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "./api-client";
import { queryKeys } from "./query-keys";
import { useSession } from "./session";

export interface Permissions {
  /** Granted to the signed-in user; nothing is while loading, without a company or when the call failed. */
  has: (permission: Permission) => boolean;
  /** The permissions are on their way. */
  loading: boolean;
}

const permissionsQuery = (userId: string, companyId: string, errorPages = true) =>
  queryOptions({
    queryKey: queryKeys.permissions(userId, companyId),
    queryFn: () => api.get(`/users/${userId}/permissions`, permissionListSchema, { query: { companyId }, errorPages }),
  });

/**
 * Starts reading the permissions before the signed-in shell renders (`app/prefetch-shell.ts`). The company may no
 * longer be the user's: a failure sends nowhere, and the screen asks again.
 */
export function prefetchPermissions(queryClient: QueryClient, userId: string, companyId: string) {
  void queryClient.prefetchQuery(permissionsQuery(userId, companyId, false));
}

/** The signed-in user's permissions in a company: the selected one unless another is given. */
export function usePermissions(companyId?: string): Permissions {
  const { user, selectedCompany } = useSession();
  const company = companyId ?? selectedCompany?.id;
  const query = useQuery({ ...permissionsQuery(user.id, company ?? ""), enabled: company !== undefined });
  const granted = query.data;
  const has = useCallback((permission: Permission) => granted?.includes(permission) ?? false, [granted]);
  return { has, loading: company !== undefined && query.isPending };
}
