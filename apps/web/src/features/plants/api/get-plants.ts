import { ORDER_PAGE_FETCH, ORDER_PAGE_SIZE, plantSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { plantKeys, plantsPath, type Scope } from "./keys";

/** One page (0-based) of a customer's plants by name: 20 shown, 21 fetched to know whether a next page exists. */
export function useCustomerPlants(scope: Scope, customerId: string, page: number) {
  return useQuery({
    queryKey: plantKeys.ofCustomer(scope, customerId, page),
    queryFn: () =>
      api.get(plantsPath(scope.companyId), z.array(plantSchema), {
        query: { customerId, limit: ORDER_PAGE_FETCH, offset: page * ORDER_PAGE_SIZE },
      }),
    select: (rows) => ({ rows: rows.slice(0, ORDER_PAGE_SIZE), hasNext: rows.length > ORDER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
