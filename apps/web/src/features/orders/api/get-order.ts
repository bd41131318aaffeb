import { orderSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orderKeys, ordersPath, type Scope } from "./keys";

export const getOrder = (companyId: string, id: string) => api.get(ordersPath(companyId, `/${id}`), orderSchema);

/** The order part of an object of type order. */
export function useOrder(scope: Scope, id: string) {
  return useQuery({ queryKey: orderKeys.detail(scope, id), queryFn: () => getOrder(scope.companyId, id) });
}
