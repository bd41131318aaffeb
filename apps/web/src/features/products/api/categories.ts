import { okSchema, type ProductCategoryCreate, type ProductCategoryUpdate, productCategorySchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { categoriesPath, productKeys, type Scope } from "./keys";

/** The company's product categories (top-level ones and their subcategories), in order. */
export function useCategories(scope: Scope) {
  return useQuery({
    queryKey: productKeys.categories(scope),
    queryFn: () => api.get(categoriesPath(scope.companyId), z.array(productCategorySchema)),
    staleTime: 60_000,
  });
}

export type CategorySave = { id: null; body: ProductCategoryCreate } | { id: string; body: ProductCategoryUpdate };

function useRefresh(scope: Scope) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.categories(scope) });
    void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) });
  };
}

/** Adds a category (id null) or saves one. */
export function useSaveCategory(scope: Scope) {
  const onSuccess = useRefresh(scope);
  return useMutation({
    mutationFn: ({ id, body }: CategorySave) =>
      id === null
        ? api.post(categoriesPath(scope.companyId), productCategorySchema, { body })
        : api.put(categoriesPath(scope.companyId, id), productCategorySchema, { body }),
    onSuccess,
  });
}

export function useDeleteCategory(scope: Scope) {
  const onSuccess = useRefresh(scope);
  return useMutation({
    mutationFn: (id: string) => api.delete(categoriesPath(scope.companyId, id), okSchema),
    onSuccess,
  });
}
