import { customerDetailSchema, customerSchema, productListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { orderKeys, type Scope } from "./keys";

/** Customers matching a search, for the new order's customer picker; asked once `enabled`. */
export function useCustomerSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: orderKeys.customers(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/customers`, z.array(customerSchema), {
        query: { q: q || undefined, limit: 20, sort: "name" },
      }),
    select: (rows) => rows.map((row) => ({ id: row.id, name: row.name, number: row.number })),
    placeholderData: keepPreviousData,
  });
}

/** A customer's contacts, for the order's contact. */
export function useCustomerContacts(scope: Scope, customerId: string | null) {
  return useQuery({
    enabled: customerId !== null,
    queryKey: orderKeys.customer(scope, customerId ?? ""),
    queryFn: () => api.get(`/companies/${scope.companyId}/customers/${customerId}`, customerDetailSchema),
    select: (customer) => customer.contacts.map((contact) => ({ id: contact.id, name: contact.name })),
  });
}

/** Active products matching a search, for a line's product; asked once `enabled`. */
export function useProductSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: orderKeys.products(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/products`, z.array(productListItemSchema), {
        query: { q: q || undefined, limit: 21, sort: "name" },
      }),
    placeholderData: keepPreviousData,
  });
}
