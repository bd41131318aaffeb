import { type Permission, permissionListSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The user's permissions in the company (the session's cached answer: same key, same call). */
export function usePortalPermissions(userId: string, companyId: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.permissions(userId, companyId ?? ""),
    queryFn: () => api.get(`/users/${userId}/permissions`, permissionListSchema, { query: { companyId } }),
    enabled: companyId !== undefined,
  });
  const has = (permission: Permission) => query.data?.includes(permission) ?? false;
  return { has, loading: companyId !== undefined && query.isPending, failed: query.isError };
}
