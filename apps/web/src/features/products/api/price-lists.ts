import {
  okSchema,
  type PriceListCreate,
  type PriceListUpdate,
  priceListDetailSchema,
  priceListSchema,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { priceListsPath, productKeys, type Scope } from "./keys";

/** The company's price lists (the default, the statuses' and the customers' own). */
export function usePriceLists(scope: Scope) {
  return useQuery({
    queryKey: [...productKeys.priceLists(scope), "list"],
    queryFn: () => api.get(priceListsPath(scope.companyId), z.array(priceListSchema)),
  });
}

/** One list with its category discounts. */
export function usePriceList(scope: Scope, id: string) {
  return useQuery({
    queryKey: productKeys.priceList(scope, id),
    queryFn: () => api.get(priceListsPath(scope.companyId, `/${id}`), priceListDetailSchema),
  });
}

export type PriceListSave = { id: null; body: PriceListCreate } | { id: string; body: PriceListUpdate };

/** Refreshes the lists and every price asked for after a change of prices. */
export function usePricesChanged(scope: Scope) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.priceLists(scope) });
    void queryClient.invalidateQueries({ queryKey: productKeys.priceCheck(scope, {}).slice(0, -1) });
  };
}

/** Adds a list (id null) or saves one (with `version`: 409 STALE_VERSION when someone saved in between). */
export function useSavePriceList(scope: Scope) {
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: ({ id, body }: PriceListSave) =>
      id === null
        ? api.post(priceListsPath(scope.companyId), priceListDetailSchema, { body })
        : api.put(priceListsPath(scope.companyId, `/${id}`), priceListDetailSchema, { body }),
    onSuccess,
  });
}

export function useDeletePriceList(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = usePricesChanged(scope);
  return useMutation({
    mutationFn: (id: string) => api.delete(priceListsPath(scope.companyId, `/${id}`), okSchema),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: productKeys.priceList(scope, id) });
      onSuccess();
    },
  });
}
