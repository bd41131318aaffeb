import { subscriptionStatuses } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { SubscriptionFilters } from "./api/get-subscriptions";

const listParsers = {
  q: parseAsText,
  status: parseAsStringLiteral(subscriptionStatuses),
  customer: parseAsUuid,
  page: parseAsPage,
};

/** The subscription list's search, filters and 0-based page kept in the address; defaults are left out. */
export const useSubscriptionListState = () => useQueryStates(listParsers, { shallow: false });

export type SubscriptionListState = ReturnType<typeof useSubscriptionListState>[0];

/** The filters as the API takes them. */
export const toFilters = (state: SubscriptionListState): SubscriptionFilters => ({
  q: state.q ?? undefined,
  status: state.status ?? undefined,
  customerId: state.customer ?? undefined,
});

/** How many filters (besides the search) apply: the phone's Filters button shows it. */
export const filterCount = (state: SubscriptionListState) =>
  [state.status, state.customer].filter((v) => v !== null).length;
