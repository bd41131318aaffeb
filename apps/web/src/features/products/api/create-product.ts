import { type ProductCreate, productSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, productsPath, type Scope } from "./keys";

export const createProduct = (companyId: string, input: ProductCreate) =>
  api.post(productsPath(companyId), productSchema, { body: input });

export function useCreateProduct(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductCreate) => createProduct(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) }),
  });
}
