import { priceCheckSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { priceCheckPath, productKeys, type Scope } from "./keys";

export interface PriceCheckAsk {
  productId: string;
  customerId?: string;
  quantity: number;
  date?: string;
  choiceIds?: string[];
}

/** A product's price for a customer (or none), a quantity and a day, with the rule that gave it. */
export const getPriceCheck = (companyId: string, ask: PriceCheckAsk) =>
  api.get(priceCheckPath(companyId), priceCheckSchema, {
    query: {
      productId: ask.productId,
      customerId: ask.customerId,
      quantity: ask.quantity,
      date: ask.date,
      choiceIds: ask.choiceIds?.length ? ask.choiceIds.join(",") : undefined,
    },
    errorPages: false,
  });

/** Asked only once a product and a valid quantity are chosen. */
export function usePriceCheck(scope: Scope, ask: PriceCheckAsk | null) {
  return useQuery({
    queryKey: productKeys.priceCheck(scope, ask ?? {}),
    queryFn: () => getPriceCheck(scope.companyId, ask as PriceCheckAsk),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
