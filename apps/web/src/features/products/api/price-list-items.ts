import {
  type CategoryDiscountInput,
  okSchema,
  PRICE_LIST_ITEM_PAGE_FETCH,
  PRICE_LIST_ITEM_PAGE_SIZE,
  type PriceListItemInput,
  priceListDetailSchema,
  priceListItemSchema,
} from "@app/contract";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { priceListsPath, productKeys, type Scope } from "./keys";
import { usePricesChanged } from "./price-lists";

/** A page (0-based) of a list's items: 20 shown, 21 fetched. */
export function usePriceListItems(scope: Scope, listId: string, q: string | null, page: number) {
  return useQuery({
    queryKey: productKeys.priceListItems(scope, listId, { q, page }),
    queryFn: () =>
      api.get(priceListsPath(scope.companyId, `/${listId}/items`), z.array(priceListItemSchema), {
        query: { q: q ?? undefined, limit: PRICE_LIST_ITEM_PAGE_FETCH, offset: page * PRICE_LIST_ITEM_PAGE_SIZE },
      }),
    select: (rows) => ({
      rows: rows.slice(0, PRICE_LIST_ITEM_PAGE_SIZE),
      hasNext: rows.length > PRICE_LIST_ITEM_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Sets a product's price (and its quantity breaks) on the list. */
export function useSavePriceListItem(scope: Scope, listId: string) {
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: PriceListItemInput }) =>
      api.put(priceListsPath(scope.companyId, `/${listId}/items/${productId}`), priceListItemSchema, { body }),
    onSuccess,
  });
}

export function useDeletePriceListItem(scope: Scope, listId: string) {
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: (productId: string) =>
      api.delete(priceListsPath(scope.companyId, `/${listId}/items/${productId}`), okSchema),
    onSuccess,
  });
}

/** Sets a category's percent discount on the list. */
export function useSaveCategoryDiscount(scope: Scope, listId: string) {
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: CategoryDiscountInput }) =>
      api.put(priceListsPath(scope.companyId, `/${listId}/category-discounts/${categoryId}`), priceListDetailSchema, {
        body,
      }),
    onSuccess,
  });
}

export function useDeleteCategoryDiscount(scope: Scope, listId: string) {
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: (categoryId: string) =>
      api.delete(priceListsPath(scope.companyId, `/${listId}/category-discounts/${categoryId}`), priceListDetailSchema),
    onSuccess,
  });
}
