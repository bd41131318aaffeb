import { companyUserSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys } from "./keys";

/** One member, to name the person the address filters by (a notification's link holds only the id). */
export const getMember = (companyId: string, userId: string) =>
  api.get(`/companies/${companyId}/users/${userId}`, companyUserSchema, { errorPages: false });

export function useMember(scope: Scope, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: skillKeys.member(scope, userId ?? ""),
    queryFn: () => getMember(scope.companyId, userId ?? ""),
    enabled: enabled && userId !== null,
    staleTime: 5 * 60_000,
  });
}
