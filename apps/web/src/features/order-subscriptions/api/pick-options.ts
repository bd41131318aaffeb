import { customerContactSchema, productListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys } from "./keys";

/** The chosen customer's contacts, for the template's contact. */
export function useCustomerContacts(scope: Scope, customerId: string | null) {
  return useQuery({
    enabled: customerId !== null,
    queryKey: subscriptionKeys.contacts(scope, customerId ?? ""),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/customers/${customerId}/contacts`, z.array(customerContactSchema)),
  });
}

/** Active products matching a search (the first 21), for a line's product; asked once the picker opened. */
export function useProductSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: subscriptionKeys.products(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/products`, z.array(productListItemSchema), {
        query: { q: q || undefined, sort: "name", limit: 21 },
      }),
    placeholderData: keepPreviousData,
  });
}
