import { type CustomerAddressCreate, type CustomerAddressUpdate, customerAddressSchema, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

const addressesPath = (companyId: string, customerId: string, id?: string) =>
  customersPath(companyId, `/${customerId}/addresses${id ? `/${id}` : ""}`);

export type AddressSave = { id: null; body: CustomerAddressCreate } | { id: string; body: CustomerAddressUpdate };

/** Adds an address (id null) or saves one; the customer is read again (defaults per kind, city). */
export function useSaveAddress(scope: Scope, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: AddressSave) =>
      id === null
        ? api.post(addressesPath(scope.companyId, customerId), customerAddressSchema, { body })
        : api.put(addressesPath(scope.companyId, customerId, id), customerAddressSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}

export function useDeleteAddress(scope: Scope, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(addressesPath(scope.companyId, customerId, id), okSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}
