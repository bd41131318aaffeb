import { CUSTOMER_PAGE_FETCH, CUSTOMER_PAGE_SIZE, customerSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** The list's filters as the API takes them. */
export interface CustomerFilters {
  q?: string;
  statusId?: string;
  tag?: string;
  responsibleId?: string;
  archived?: "true";
  sort: "name" | "number" | "created";
}

/** One page (0-based): 20 shown, 21 fetched to know whether a next page exists. */
export const getCustomers = (companyId: string, filters: CustomerFilters, page: number) =>
  api.get(customersPath(companyId), z.array(customerSchema), {
    query: { ...filters, limit: CUSTOMER_PAGE_FETCH, offset: page * CUSTOMER_PAGE_SIZE },
  });

export function useCustomers(scope: Scope, filters: CustomerFilters, page: number) {
  return useQuery({
    queryKey: customerKeys.list(scope, { ...filters, page }),
    queryFn: () => getCustomers(scope.companyId, filters, page),
    select: (rows) => ({ rows: rows.slice(0, CUSTOMER_PAGE_SIZE), hasNext: rows.length > CUSTOMER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
