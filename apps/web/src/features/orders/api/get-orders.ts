import { ORDER_PAGE_FETCH, ORDER_PAGE_SIZE, type OrderStatus, orderListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { orderKeys, ordersPath, type Scope } from "./keys";

/** The list's filters as the API takes them. */
export interface OrderFilters {
  q?: string;
  status?: OrderStatus;
  customerId?: string;
  responsibleId?: string;
  from?: string;
  to?: string;
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export const getOrders = (companyId: string, filters: OrderFilters, page: number) =>
  api.get(ordersPath(companyId), z.array(orderListItemSchema), {
    query: { ...filters, limit: ORDER_PAGE_FETCH, offset: page * ORDER_PAGE_SIZE },
  });

export function useOrders(scope: Scope, filters: OrderFilters, page: number) {
  return useQuery({
    queryKey: orderKeys.list(scope, { ...filters, page }),
    queryFn: () => getOrders(scope.companyId, filters, page),
    select: (rows) => ({ rows: rows.slice(0, ORDER_PAGE_SIZE), hasNext: rows.length > ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
