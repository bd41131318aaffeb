import {
  type Budning,
  type BudningType,
  budningResultSchema,
  ORDER_PAGE_FETCH,
  ORDER_PAGE_SIZE,
  type PlanningOrders,
  type PlanningPeriod,
  planningItemSchema,
  planningOrdersResultSchema,
} from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { plantKeys, plantsPath, type Scope } from "./keys";

export interface PlanningFilters {
  period: PlanningPeriod;
  type?: BudningType;
  area?: string;
}

/** One page (0-based) of the due plants: 20 shown, 21 fetched to know whether a next page exists. */
export function usePlanning(scope: Scope, filters: PlanningFilters, page: number) {
  return useQuery({
    queryKey: plantKeys.planning(scope, { ...filters, page }),
    queryFn: () =>
      api.get(plantsPath(scope.companyId, "/planning"), z.array(planningItemSchema), {
        query: { ...filters, limit: ORDER_PAGE_FETCH, offset: page * ORDER_PAGE_SIZE },
      }),
    select: (rows) => ({ rows: rows.slice(0, ORDER_PAGE_SIZE), hasNext: rows.length > ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function usePlanningAreas(scope: Scope) {
  return useQuery({
    queryKey: plantKeys.areas(scope),
    queryFn: () => api.get(plantsPath(scope.companyId, "/planning/areas"), z.array(z.string())),
  });
}

/** One draft order per selected plant and type; the list shows them afterwards. */
export function useMakeOrders(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanningOrders) =>
      api.post(plantsPath(scope.companyId, "/planning/orders"), planningOrdersResultSchema, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: plantKeys.all(scope) }),
  });
}

/** The budning notices of the selection (once per due date); the list marks them sent afterwards. */
export function useSendBudning(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Budning) => api.post(plantsPath(scope.companyId, "/budning"), budningResultSchema, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: plantKeys.all(scope) }),
  });
}
