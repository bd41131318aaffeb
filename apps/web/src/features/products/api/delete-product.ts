import { productDeleteResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, productsPath, type Scope } from "./keys";

/** DELETE: deleted, or made inactive when something refers to it (the answer says which, and why). */
export const deleteProduct = (companyId: string, id: string) =>
  api.delete(productsPath(companyId, `/${id}`), productDeleteResultSchema);

export function useDeleteProduct(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(scope.companyId, id),
    onSuccess: (result) => {
      if (!result.deactivated) queryClient.removeQueries({ queryKey: productKeys.detail(scope, id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.all(scope) });
    },
  });
}
