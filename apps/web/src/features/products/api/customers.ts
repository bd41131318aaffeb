import { customerSchema, customerStatusSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { productKeys, type Scope } from "./keys";

/** Customers matching a search, for the price check's and a price list's customer picker; asked once `enabled`. */
export function useCustomerSearch(scope: Scope, q: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: productKeys.customers(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/customers`, z.array(customerSchema), {
        query: { q: q || undefined, limit: 20, sort: "name" },
      }),
    select: (rows) => rows.map((row) => ({ id: row.id, name: row.name, number: row.number })),
    placeholderData: keepPreviousData,
  });
}

/** The company's customer statuses, for a price list's status. */
export function useCustomerStatuses(scope: Scope) {
  return useQuery({
    queryKey: productKeys.statuses(scope),
    queryFn: () => api.get(`/companies/${scope.companyId}/customer-statuses`, z.array(customerStatusSchema)),
    staleTime: 60_000,
  });
}
