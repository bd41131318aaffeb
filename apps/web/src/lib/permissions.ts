import { type Permission, permissionListSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
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

/** The signed-in user's permissions in a company: the selected one unless another is given. */
export function usePermissions(companyId?: string): Permissions {
  const { user, selectedCompany } = useSession();
  const company = companyId ?? selectedCompany?.id;
  const query = useQuery({
    queryKey: queryKeys.permissions(user.id, company ?? ""),
    queryFn: () => api.get(`/users/${user.id}/permissions`, permissionListSchema, { query: { companyId: company } }),
    enabled: company !== undefined,
  });
  const granted = query.data;
  const has = useCallback((permission: Permission) => granted?.includes(permission) ?? false, [granted]);
  return { has, loading: company !== undefined && query.isPending };
}
