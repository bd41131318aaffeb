import {
  customerAddressSchema,
  customerContactSchema,
  customerSchema,
  ORDER_LIST_MAX,
  plantSchema,
} from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { orderKeys, type Scope } from "./keys";

// What the pickers read of a customer, a contact and a plant.
const customerRef = z.pick(customerSchema, { id: true, number: true, name: true });
const contactsOf = z.object({
  contacts: z.array(z.pick(customerContactSchema, { id: true, name: true })),
  addresses: z.array(
    z.pick(customerAddressSchema, { id: true, kind: true, street: true, postcode: true, city: true, country: true }),
  ),
});
export type CustomerAddressRef = z.infer<typeof contactsOf>["addresses"][number];
const plantRef = z.pick(plantSchema, { id: true, name: true, address: true });
export type PlantRef = z.infer<typeof plantRef>;

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

/** A customer's addresses (delivery ones first), for the order's delivery address. */
export function useCustomerAddresses(scope: Scope, customerId: string | null) {
  return useQuery({
    enabled: customerId !== null,
    queryKey: orderKeys.customer(scope, customerId ?? ""),
    queryFn: () => api.get(`/companies/${scope.companyId}/customers/${customerId}`, contactsOf),
    select: (customer) =>
      [...customer.addresses].sort((a, b) => Number(b.kind === "delivery") - Number(a.kind === "delivery")),
  });
}

/** A customer's plants (those the member sees), for the order's plant. */
export function useCustomerPlants(scope: Scope, customerId: string | null) {
  return useQuery({
    enabled: customerId !== null,
    queryKey: orderKeys.plants(scope, customerId ?? ""),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/plants`, z.array(plantRef), {
        query: { customerId: customerId ?? undefined, limit: ORDER_LIST_MAX },
      }),
  });
}
