import {
  okSchema,
  UNIT_PRODUCT_FETCH,
  UNIT_PRODUCT_PAGE,
  type UnitProductInput,
  unitProductSchema,
} from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, unitKeys, unitProductsPath } from "./keys";

export const getUnitProducts = (companyId: string, unitId: string, page: number) =>
  api.get(unitProductsPath(companyId, unitId), z.array(unitProductSchema), {
    query: { limit: UNIT_PRODUCT_FETCH, offset: page * UNIT_PRODUCT_PAGE },
    errorPages: false,
  });

/** One page of the unit's products (100 shown, 101 fetched to know whether a next page exists). */
export function useUnitProducts(scope: Scope, unitId: string, page: number) {
  return useQuery({
    queryKey: [...unitKeys.products(scope, unitId), page],
    queryFn: () => getUnitProducts(scope.companyId, unitId, page),
    select: (rows) => ({ rows: rows.slice(0, UNIT_PRODUCT_PAGE), hasNext: rows.length > UNIT_PRODUCT_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** Adds (without an id) or saves a product (with the `version` read: 409 STALE_VERSION when older), or deletes one. */
export function useUnitProductChanges(scope: Scope, unitId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: unitKeys.products(scope, unitId) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: UnitProductInput }) =>
      id
        ? api.put(unitProductsPath(scope.companyId, unitId, id), unitProductSchema, { body: input })
        : api.post(unitProductsPath(scope.companyId, unitId), unitProductSchema, { body: input }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(unitProductsPath(scope.companyId, unitId, id), okSchema),
    onSuccess,
  });
  return { save, remove };
}

/** The catalogue product a unit product links, as its picker (src/components/product-select) holds it. */
export type CatalogueRef = { id: string; number: string; name: string };
