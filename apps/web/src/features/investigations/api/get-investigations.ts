import {
  INVESTIGATION_PAGE_FETCH,
  INVESTIGATION_PAGE_SIZE,
  investigationListItemSchema,
  type investigationSorts,
} from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { investigationKeys, listPath, type Scope } from "./keys";

export interface InvestigationPage {
  /** 0-based. */
  page: number;
  q: string | null;
  sort: (typeof investigationSorts)[number];
  direction: "asc" | "desc";
}

export const getInvestigations = (companyId: string, { page, q, ...query }: InvestigationPage) =>
  api.get(listPath(companyId), z.array(investigationListItemSchema), {
    query: {
      ...query,
      q: q ?? undefined,
      limit: INVESTIGATION_PAGE_FETCH,
      offset: page * INVESTIGATION_PAGE_SIZE,
    },
  });

export const investigationsQuery = (scope: Scope, query: InvestigationPage) =>
  queryOptions({
    queryKey: investigationKeys.list(scope, query),
    queryFn: () => getInvestigations(scope.companyId, query),
    select: (rows) => ({
      rows: rows.slice(0, INVESTIGATION_PAGE_SIZE),
      hasNext: rows.length > INVESTIGATION_PAGE_SIZE,
    }),
  });

/** One page of investigations (20 shown, 21 fetched to know whether a next page exists). */
export function useInvestigations(scope: Scope, query: InvestigationPage) {
  return useQuery({ ...investigationsQuery(scope, query), placeholderData: keepPreviousData });
}
