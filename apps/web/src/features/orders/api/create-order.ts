import { type OrderCreate, orderSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, ordersPath, type Scope } from "./keys";

export const createOrder = (companyId: string, input: OrderCreate) =>
  api.post(ordersPath(companyId), orderSchema, { body: input });

export function useCreateOrder(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderCreate) => createOrder(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all(scope) }),
  });
}
