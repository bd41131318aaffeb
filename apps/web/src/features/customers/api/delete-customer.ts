import { customerDeleteResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** DELETE: deleted, or archived when something hangs on it (the answer says which, and why). */
export const deleteCustomer = (companyId: string, id: string) =>
  api.delete(customersPath(companyId, `/${id}`), customerDeleteResultSchema);

export function useDeleteCustomer(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCustomer(scope.companyId, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(scope, id) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) });
    },
  });
}
