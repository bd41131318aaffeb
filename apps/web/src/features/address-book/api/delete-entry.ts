import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** DELETE: an own entry removed. */
export const deleteEntry = (companyId: string, id: string) =>
  api.delete(addressBookPath(companyId, `/${id}`), okSchema);

export function useDeleteEntry(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEntry(scope.companyId, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}
