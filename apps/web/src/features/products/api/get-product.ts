import { productSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, productsPath, type Scope } from "./keys";

/** One product with its type's fields and options. */
export const getProduct = (companyId: string, id: string) => api.get(productsPath(companyId, `/${id}`), productSchema);

/** One product; `enabled` false asks nothing (a picker's product not yet picked). */
export function useProduct(scope: Scope, id: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(scope, id),
    queryFn: () => getProduct(scope.companyId, id),
    enabled,
  });
}
