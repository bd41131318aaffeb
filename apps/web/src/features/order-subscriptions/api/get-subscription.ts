import { orderSubscriptionSchema, subscriptionOccurrenceSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, subscriptionKeys, subscriptionsPath } from "./keys";

export const getSubscription = (companyId: string, id: string) =>
  api.get(subscriptionsPath(companyId, `/${id}`), orderSubscriptionSchema);

export function useSubscription(scope: Scope, id: string) {
  return useQuery({
    queryKey: subscriptionKeys.detail(scope, id),
    queryFn: () => getSubscription(scope.companyId, id),
  });
}

/** The generated orders by date and the dates still to come, newest first. */
export const getOccurrences = (companyId: string, id: string) =>
  api.get(subscriptionsPath(companyId, `/${id}/occurrences`), z.array(subscriptionOccurrenceSchema));

export function useOccurrences(scope: Scope, id: string) {
  return useQuery({
    queryKey: subscriptionKeys.occurrences(scope, id),
    queryFn: () => getOccurrences(scope.companyId, id),
  });
}
