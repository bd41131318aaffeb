import { type Product, type ProductUpdate, productSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, productsPath, type Scope } from "./keys";

/** PUT: the fields sent are saved (with `version`, only on the version it was based on: 409 STALE_VERSION otherwise). */
export const updateProduct = (companyId: string, id: string, changes: ProductUpdate) =>
  api.put(productsPath(companyId, `/${id}`), productSchema, { body: changes });

export function useUpdateProduct(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProductUpdate) => updateProduct(scope.companyId, id, changes),
    onSuccess: (saved: Product) => {
      queryClient.setQueryData<Product>(productKeys.detail(scope, id), saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) });
      void queryClient.invalidateQueries({ queryKey: productKeys.priceCheck(scope, {}).slice(0, -1) });
    },
  });
}
