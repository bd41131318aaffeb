import { permissionListSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getPermissions = (userId: string, companyId: string) =>
  api.get(`/users/${userId}/permissions`, permissionListSchema, { query: { companyId } });

export const permissionsQuery = (userId: string, companyId: string) =>
  queryOptions({
    queryKey: queryKeys.permissions(userId, companyId),
    queryFn: () => getPermissions(userId, companyId),
  });

/** The user's permissions in the company; empty while there is no company. */
export function usePermissions(userId: string, companyId: string | undefined) {
  return useQuery({ ...permissionsQuery(userId, companyId ?? ""), enabled: companyId !== undefined });
}
