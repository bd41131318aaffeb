import { orderStatuses } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsIsoDate, parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { OrderFilters } from "./api/get-orders";

const listParsers = {
  q: parseAsText,
  status: parseAsStringLiteral(orderStatuses),
  customer: parseAsUuid,
  responsible: parseAsUuid,
  from: parseAsIsoDate,
  to: parseAsIsoDate,
  page: parseAsPage,
};

/** The order list's search, filters and 1-based page kept in the address; defaults are left out. */
export const useOrderListState = () => useQueryStates(listParsers, { shallow: false });

export type OrderListState = ReturnType<typeof useOrderListState>[0];

/** The filters as the API takes them. */
export const toFilters = (state: OrderListState): OrderFilters => ({
  q: state.q ?? undefined,
  status: state.status ?? undefined,
  customerId: state.customer ?? undefined,
  responsibleId: state.responsible ?? undefined,
  from: state.from ?? undefined,
  to: state.to ?? undefined,
});

/** How many filters (besides the search) apply: the phone's Filters button shows it. */
export const filterCount = (state: OrderListState) =>
  [state.status, state.customer, state.responsible, state.from, state.to].filter((v) => v !== null).length;
