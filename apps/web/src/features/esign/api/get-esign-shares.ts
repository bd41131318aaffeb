import { type EsignStatus, esignShareSchema, type esignSortKeys, PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { esignKeys, esignSharePath, type Scope } from "./keys";

export interface EsignSharePage {
  status: EsignStatus;
  deadline: string | null;
  sort: (typeof esignSortKeys)[number];
  direction: "asc" | "desc";
  /** 0-based. */
  page: number;
}

export const getEsignShares = (companyId: string, { page, deadline, ...query }: EsignSharePage) =>
  api.get(esignSharePath(companyId), z.array(esignShareSchema), {
    query: { ...query, deadline: deadline ?? undefined, limit: PAGE_FETCH, offset: page * PAGE_SIZE },
  });

export const esignSharesQuery = (scope: Scope, query: EsignSharePage) =>
  queryOptions({
    queryKey: esignKeys.list(scope, query),
    queryFn: () => getEsignShares(scope.companyId, query),
    select: (rows) => ({ rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE }),
  });

/** One page of shared e-sign requests (20 shown, 21 fetched to know whether a next page exists). */
export function useEsignShares(scope: Scope, query: EsignSharePage) {
  return useQuery({ ...esignSharesQuery(scope, query), placeholderData: keepPreviousData });
}
