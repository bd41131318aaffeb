import { CUSTOMER_PAGE_FETCH, CUSTOMER_PAGE_SIZE } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** The sections of the customer page read as pages of 21 fetched and 20 shown. */
export type CustomerSection = "objects" | "reminders" | "tasks" | "esign" | "files";

/** One page (0-based) of a section of the customer: its rows of the customer's objects that the reader sees. */
export const getSectionPage = <T>(
  companyId: string,
  customerId: string,
  section: CustomerSection,
  schema: z.ZodMiniType<T[]>,
  page: number,
) =>
  api.get(customersPath(companyId, `/${customerId}/${section}`), schema, {
    query: { limit: CUSTOMER_PAGE_FETCH, offset: page * CUSTOMER_PAGE_SIZE },
  });

/** A section's page as shown: 20 rows, and whether a next page exists (the 21st). */
export function useSectionPage<T>(
  scope: Scope,
  customerId: string,
  section: CustomerSection,
  schema: z.ZodMiniType<T[]>,
  page: number,
  enabled = true,
) {
  return useQuery({
    queryKey: customerKeys.section(scope, customerId, section, page),
    queryFn: () => getSectionPage(scope.companyId, customerId, section, schema, page),
    select: (rows) => ({ rows: rows.slice(0, CUSTOMER_PAGE_SIZE), hasNext: rows.length > CUSTOMER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
