import { type OrderSubscriptionUpdate, orderSubscriptionSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys, subscriptionsPath } from "./keys";

/** Saves the subscription (PUT, on its version); every subscription read is asked again. */
export function useUpdateSubscription(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderSubscriptionUpdate) =>
      api.put(subscriptionsPath(scope.companyId, `/${id}`), orderSubscriptionSchema, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(scope) }),
  });
}
