import { type Order, type OrderLinesUpdate, type OrderUpdate, orderSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, ordersPath, type Scope } from "./keys";

/** The saved order replaces the one read, and the lists read again (totals, status). */
export function useSaved(scope: Scope) {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(scope, order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists(scope) });
  };
}

/** PUT /orders/{id}: the details, with the version they were based on (409 STALE_VERSION otherwise). */
export function useUpdateOrder(scope: Scope, id: string) {
  const onSuccess = useSaved(scope);
  return useMutation({
    mutationFn: (input: OrderUpdate) => api.put(ordersPath(scope.companyId, `/${id}`), orderSchema, { body: input }),
    onSuccess,
  });
}

/** PUT /orders/{id}/lines: every line, in order, with the version. */
export function useSaveLines(scope: Scope, id: string) {
  const onSuccess = useSaved(scope);
  return useMutation({
    mutationFn: (input: OrderLinesUpdate) =>
      api.put(ordersPath(scope.companyId, `/${id}/lines`), orderSchema, { body: input }),
    onSuccess,
  });
}
