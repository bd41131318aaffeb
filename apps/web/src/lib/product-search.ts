import { productListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "./api-client";
import { queryKeys, type Scope } from "./query-keys";

/** What a product picker reads of a catalogue product. */
const productPick = z.pick(productListItemSchema, {
  id: true,
  number: true,
  name: true,
  type: true,
  unitCode: true,
  vatRate: true,
});
export type ProductPick = z.infer<typeof productPick>;

/** The company's active products matching a search (number or name), 21 by name; asked once `enabled`. */
export function useProductSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.company(scope), "products", "pick", q] as const,
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/products`, z.array(productPick), {
        query: { q: q || undefined, limit: 21, sort: "name" },
      }),
    placeholderData: keepPreviousData,
  });
}
