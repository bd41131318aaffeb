import { orderSubscriptionSchema, type subscriptionActions } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys, subscriptionsPath } from "./keys";

export type SubscriptionAction = (typeof subscriptionActions)[number];

export const changeState = (companyId: string, id: string, action: SubscriptionAction) =>
  api.post(subscriptionsPath(companyId, `/${id}/${action}`), orderSubscriptionSchema, { body: {} });

/** Pause, resume or end; either way (a 409 tells the state changed meanwhile) the subscription is read again. */
export function useChangeState(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => changeState(scope.companyId, id, action),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(scope) }),
  });
}
