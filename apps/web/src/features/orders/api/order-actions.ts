import { type OrderAction, orderSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, ordersPath, type Scope } from "./keys";
import { useSaved } from "./update-order";

export interface ActionInput {
  action: OrderAction;
  version: number;
  /** The cancel's reason. */
  reason?: string;
}

/** POST /orders/{id}/{action}: one change of state (409 with the current state when it is no longer allowed). */
export function useOrderAction(scope: Scope, id: string) {
  const onSuccess = useSaved(scope);
  return useMutation({
    mutationFn: ({ action, version, reason }: ActionInput) =>
      api.post(ordersPath(scope.companyId, `/${id}/${action}`), orderSchema, {
        body: action === "cancel" ? { reason, version } : { version },
      }),
    onSuccess,
  });
}

/** POST /orders/{id}/copy: a new draft, at today's prices unless keepPrices. */
export function useCopyOrder(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepPrices: boolean) =>
      api.post(ordersPath(scope.companyId, `/${id}/copy`), orderSchema, { body: { keepPrices } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all(scope) }),
  });
}
