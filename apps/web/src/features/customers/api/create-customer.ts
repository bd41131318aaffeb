import { type CustomerCreate, customerSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

export const createCustomer = (companyId: string, input: CustomerCreate) =>
  api.post(customersPath(companyId), customerSchema, { body: input });

export function useCreateCustomer(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerCreate) => createCustomer(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) }),
  });
}
