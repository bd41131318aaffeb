import { productSortKeys, productTypes } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { ProductFilters } from "./api/get-products";

const listParsers = {
  q: parseAsText,
  type: parseAsStringLiteral(productTypes),
  category: parseAsUuid,
  /** Active products by default; "inactive" or "all". */
  active: parseAsStringLiteral(["inactive", "all"] as const),
  sort: parseAsStringLiteral(productSortKeys).withDefault("name"),
  page: parseAsPage,
};

/** The product list's search, filters, sort and 1-based page kept in the address; defaults are left out. */
export const useProductListState = () => useQueryStates(listParsers, { shallow: false });

export type ProductListState = ReturnType<typeof useProductListState>[0];

/** The filters as the API takes them. */
export const toFilters = (state: ProductListState): ProductFilters => ({
  q: state.q ?? undefined,
  type: state.type ?? undefined,
  categoryId: state.category ?? undefined,
  active: state.active === "inactive" ? "false" : (state.active ?? undefined),
  sort: state.sort,
});

/** How many filters (besides the search) apply: the phone's Filters button shows it. */
export const filterCount = (state: ProductListState) =>
  [state.type, state.category, state.active].filter((v) => v !== null).length;
