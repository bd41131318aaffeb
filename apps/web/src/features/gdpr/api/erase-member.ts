import { gdprEraseResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys, type Scope } from "../../../lib/query-keys";

/** POST /companies/{companyId}/users/{userId}/gdpr-erase (docs/gdpr-erasure.md). */
export const eraseMember = (companyId: string, memberId: string) =>
  api.post(`/companies/${companyId}/users/${memberId}/gdpr-erase`, gdprEraseResultSchema);

/** Erases a member; once done, the company's lists are read again (the member's own queries are left: they would answer 404). */
export function useEraseMember(scope: Scope, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseMember(scope.companyId, memberId),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.company(scope),
        predicate: (query) => !query.queryKey.includes(memberId),
      }),
  });
}
