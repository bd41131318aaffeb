import { CUSTOMER_LIST_MAX, type CustomerInput, customerSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { customersPath, portalKeys, type Scope } from "./keys";

/** GET /companies/{id}/customers: every customer (up to 1000) for the portal's customer choice. */
export const getCustomers = (companyId: string) =>
  api.get(customersPath(companyId), z.array(customerSchema), { query: { limit: CUSTOMER_LIST_MAX } });

/** The company's customers; not asked for while the customers feature is off. */
export function useCustomers(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.customers(scope),
    queryFn: () => getCustomers(scope.companyId),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /companies/{id}/customers?hasPortal=true: the customers that have a portal (spec section 6). */
export const getCustomersWithPortal = (companyId: string) =>
  api.get(customersPath(companyId), z.array(customerSchema), {
    query: { hasPortal: "true", limit: CUSTOMER_LIST_MAX },
  });

/** The customers with a portal; not asked for while the customers feature is off. */
export function useCustomersWithPortal(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.customersWithPortal(scope),
    queryFn: () => getCustomersWithPortal(scope.companyId),
    enabled,
  });
}

export const createCustomer = (companyId: string, input: CustomerInput) =>
  api.post(customersPath(companyId), customerSchema, { body: input });

export function useCreateCustomer(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => createCustomer(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.customers(scope) }),
  });
}
