import { type OrderSubscriptionCreate, orderSubscriptionSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys, subscriptionsPath } from "./keys";

export const createSubscription = (companyId: string, input: OrderSubscriptionCreate) =>
  api.post(subscriptionsPath(companyId), orderSubscriptionSchema, { body: input });

export function useCreateSubscription(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderSubscriptionCreate) => createSubscription(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(scope) }),
  });
}
