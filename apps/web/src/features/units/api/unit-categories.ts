import { okSchema, UNIT_CATEGORY_LIMIT, unitCategorySchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { categoriesPath, type Scope, unitKeys } from "./keys";

export const getUnitCategories = (companyId: string) =>
  api.get(categoriesPath(companyId), z.array(unitCategorySchema), {
    query: { limit: UNIT_CATEGORY_LIMIT },
    errorPages: false,
  });

/** The company's unit categories (at most 100). */
export function useUnitCategories(scope: Scope) {
  return useQuery({
    queryKey: unitKeys.categories(scope),
    queryFn: () => getUnitCategories(scope.companyId),
    staleTime: 5 * 60_000,
  });
}

/** Creates (without an id), renames or deletes a category; the units read again, as they name them. */
export function useUnitCategoryChanges(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: unitKeys.all(scope) });
  const save = useMutation({
    mutationFn: ({ id, name }: { id?: string; name: string }) =>
      id
        ? api.put(categoriesPath(scope.companyId, id), unitCategorySchema, { body: { name } })
        : api.post(categoriesPath(scope.companyId), unitCategorySchema, { body: { name } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(categoriesPath(scope.companyId, id), okSchema),
    onSuccess,
  });
  return { save, remove };
}
