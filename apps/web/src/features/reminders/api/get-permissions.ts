import { type Permission, permissionListSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The user's permissions in the company (the session's cached answer: same key, same call). */
export function usePermission(userId: string, companyId: string | undefined, permission: Permission) {
  const query = useQuery({
    queryKey: queryKeys.permissions(userId, companyId ?? ""),
    queryFn: () => api.get(`/users/${userId}/permissions`, permissionListSchema, { query: { companyId } }),
    enabled: companyId !== undefined,
  });
  return { allowed: query.data?.includes(permission) ?? false, loading: companyId !== undefined && query.isPending };
}
