import { PRODUCT_PAGE_FETCH, PRODUCT_PAGE_SIZE, type ProductType, productListItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { productKeys, productsPath, type Scope } from "./keys";

/** The list's filters as the API takes them. */
export interface ProductFilters {
  q?: string;
  type?: ProductType;
  categoryId?: string;
  active?: "false" | "all";
  sort: "name" | "number" | "created";
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export const getProducts = (companyId: string, filters: ProductFilters, page: number) =>
  api.get(productsPath(companyId), z.array(productListItemSchema), {
    query: { ...filters, limit: PRODUCT_PAGE_FETCH, offset: page * PRODUCT_PAGE_SIZE },
  });

export function useProducts(scope: Scope, filters: ProductFilters, page: number) {
  return useQuery({
    queryKey: productKeys.list(scope, { ...filters, page }),
    queryFn: () => getProducts(scope.companyId, filters, page),
    select: (rows) => ({ rows: rows.slice(0, PRODUCT_PAGE_SIZE), hasNext: rows.length > PRODUCT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Active products matching a search, for a picker (the first 21); asked once `enabled` (the picker opened). */
export function useProductSearch(scope: Scope, q: string, type?: ProductType, enabled = true) {
  const filters: ProductFilters = { q: q || undefined, type, sort: "name" };
  return useQuery({
    enabled,
    queryKey: productKeys.list(scope, { ...filters, page: 0, pick: true }),
    queryFn: () => getProducts(scope.companyId, filters, 0),
    placeholderData: keepPreviousData,
  });
}
