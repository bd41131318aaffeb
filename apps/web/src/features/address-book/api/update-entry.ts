import { type AddressBookEntryUpdate, addressBookEntrySchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** PUT: an own entry changed (the version guards against a lost update). */
export const updateEntry = (companyId: string, id: string, body: AddressBookEntryUpdate) =>
  api.put(addressBookPath(companyId, `/${id}`), addressBookEntrySchema, { body });

export function useUpdateEntry(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddressBookEntryUpdate }) => updateEntry(scope.companyId, id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}
