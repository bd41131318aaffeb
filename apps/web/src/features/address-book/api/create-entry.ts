import { type AddressBookEntryCreate, addressBookEntrySchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { addressBookKeys, addressBookPath, type Scope } from "./keys";

/** POST: a new own entry. */
export const createEntry = (companyId: string, body: AddressBookEntryCreate) =>
  api.post(addressBookPath(companyId), addressBookEntrySchema, { body });

export function useCreateEntry(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBookEntryCreate) => createEntry(scope.companyId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) }),
  });
}
