import { customerSortKeys } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsFlag, parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { CustomerFilters } from "./api/get-customers";

const listParsers = {
  q: parseAsText,
  status: parseAsUuid,
  tag: parseAsText,
  responsible: parseAsUuid,
  archived: parseAsFlag,
  sort: parseAsStringLiteral(customerSortKeys).withDefault("name"),
  page: parseAsPage,
};

/** The customer list's search, filters, sort and 1-based page kept in the address; defaults are left out. */
export const useCustomerListState = () => useQueryStates(listParsers, { shallow: false });

export type CustomerListState = ReturnType<typeof useCustomerListState>[0];

/** The filters as the API takes them. */
export const toFilters = (state: CustomerListState): CustomerFilters => ({
  q: state.q ?? undefined,
  statusId: state.status ?? undefined,
  tag: state.tag ?? undefined,
  responsibleId: state.responsible ?? undefined,
  archived: state.archived ? "true" : undefined,
  sort: state.sort,
});

/** How many filters (besides the search) apply: the phone's Filters button shows it. */
export const filterCount = (state: CustomerListState) =>
  [state.status, state.tag, state.responsible, state.archived || null].filter((v) => v !== null).length;
