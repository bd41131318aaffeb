import { customerContactSchema, customerSchema, productListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { orderKeys, type Scope } from "./keys";

// What the pickers read of a customer, a contact and a product.
const customerRef = z.pick(customerSchema, { id: true, number: true, name: true });
const contactsOf = z.object({ contacts: z.array(z.pick(customerContactSchema, { id: true, name: true })) });
const productRef = z.pick(productListItemSchema, { id: true, number: true, name: true, unitCode: true, vatRate: true });
export type ProductRef = z.infer<typeof productRef>;

/** Customers matching a search, for the customer pickers; asked once `enabled`. */
export function useCustomerSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: orderKeys.customers(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/customers`, z.array(customerRef), {
        query: { q: q || undefined, limit: 20, sort: "name" },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A customer's contacts, for the order's contact. */
export function useCustomerContacts(scope: Scope, customerId: string | null) {
  return useQuery({
    enabled: customerId !== null,
    queryKey: orderKeys.customer(scope, customerId ?? ""),
    queryFn: () => api.get(`/companies/${scope.companyId}/customers/${customerId}`, contactsOf),
    select: (customer) => customer.contacts,
  });
}

/** Active products matching a search, for a line's product; asked once `enabled`. */
export function useProductSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: orderKeys.products(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/products`, z.array(productRef), {
        query: { q: q || undefined, limit: 21, sort: "name" },
      }),
    placeholderData: keepPreviousData,
  });
}
