import { ORDER_PAGE_FETCH, ORDER_PAGE_SIZE, orderSubscriptionSchema, type SubscriptionStatus } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys, subscriptionsPath } from "./keys";

/** The list's filters as the API takes them. */
export interface SubscriptionFilters {
  q?: string;
  status?: SubscriptionStatus;
  customerId?: string;
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export const getSubscriptions = (companyId: string, filters: SubscriptionFilters, page: number) =>
  api.get(subscriptionsPath(companyId), z.array(orderSubscriptionSchema), {
    query: { ...filters, limit: ORDER_PAGE_FETCH, offset: page * ORDER_PAGE_SIZE },
  });

export function useSubscriptions(scope: Scope, filters: SubscriptionFilters, page: number) {
  return useQuery({
    queryKey: subscriptionKeys.list(scope, { ...filters, page }),
    queryFn: () => getSubscriptions(scope.companyId, filters, page),
    select: (rows) => ({ rows: rows.slice(0, ORDER_PAGE_SIZE), hasNext: rows.length > ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
