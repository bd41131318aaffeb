import { priceCheckSchema } from "@app/contract";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, type Scope } from "./keys";

/** What a line asks the products' price check: its product, the order's customer and date, quantity and choices. */
export interface LinePriceAsk {
  productId: string;
  customerId: string;
  quantity: number;
  date: string;
  choiceIds: string[];
}

/**
 * The price a product line will get when saved (GET …/price-check, the price resolution the server
 * prices lines by), with the rule that gives it; asked only for a line with a product and a valid
 * quantity whose price is not known yet (`ask` null otherwise).
 */
const checkOf = (scope: Scope, ask: LinePriceAsk | null) => ({
  enabled: ask !== null,
  queryKey: orderKeys.priceCheck(scope, ask ?? {}),
  queryFn: () => {
    const { productId, customerId, quantity, date, choiceIds } = ask as LinePriceAsk;
    return api.get(`/companies/${scope.companyId}/price-check`, priceCheckSchema, {
      query: { productId, customerId, quantity, date, choiceIds: choiceIds.length ? choiceIds.join(",") : undefined },
      errorPages: false,
    });
  },
  retry: false,
});

export function useLinePriceCheck(scope: Scope, ask: LinePriceAsk | null) {
  return useQuery({ ...checkOf(scope, ask), placeholderData: keepPreviousData });
}

/** The unit prices the checks of these lines answered (null: not asked, not answered yet or failed), for the totals. */
export function useCheckedPrices(scope: Scope, asks: readonly (LinePriceAsk | null)[]) {
  return useQueries({
    queries: asks.map((ask) => checkOf(scope, ask)),
    combine: (results) => results.map((result, i) => (asks[i] ? (result.data?.unitPriceOre ?? null) : null)),
  });
}
