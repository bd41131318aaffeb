import { type Customer, type CustomerDetail, type CustomerUpdate, customerSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** PUT: the fields sent are saved (with `version`, only on the version it was based on: 409 STALE_VERSION otherwise). */
export const updateCustomer = (companyId: string, id: string, changes: CustomerUpdate) =>
  api.put(customersPath(companyId, `/${id}`), customerSchema, { body: changes });

export function useUpdateCustomer(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CustomerUpdate) => updateCustomer(scope.companyId, id, changes),
    onSuccess: (saved: Customer) => {
      queryClient.setQueryData<CustomerDetail>(customerKeys.detail(scope, id), (old) =>
        old ? { ...old, ...saved } : old,
      );
      void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) });
    },
  });
}
