import { permissionListSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getMyPermissions = (userId: string, companyId: string) =>
  api.get(`/users/${userId}/permissions`, permissionListSchema, { query: { companyId } });

/** The signed-in user's own permissions in the company (the session's cached answer: same key, same call). */
export function useMyPermissions(userId: string, companyId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.permissions(userId, companyId ?? ""),
    queryFn: () => getMyPermissions(userId, companyId ?? ""),
    enabled: companyId !== undefined,
  });
}
