import { type CustomerContactCreate, type CustomerContactUpdate, customerContactSchema, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

const contactsPath = (companyId: string, customerId: string, id?: string) =>
  customersPath(companyId, `/${customerId}/contacts${id ? `/${id}` : ""}`);

export type ContactSave = { id: null; body: CustomerContactCreate } | { id: string; body: CustomerContactUpdate };

/** Adds a contact (id null) or saves one; the customer is read again (main contact, order). */
export function useSaveContact(scope: Scope, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ContactSave) =>
      id === null
        ? api.post(contactsPath(scope.companyId, customerId), customerContactSchema, { body })
        : api.put(contactsPath(scope.companyId, customerId, id), customerContactSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}

export function useDeleteContact(scope: Scope, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(contactsPath(scope.companyId, customerId, id), okSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}
