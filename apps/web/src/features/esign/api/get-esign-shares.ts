import { ESIGN_PAGE, type EsignStatus, esignShareSchema, type esignSortKeys } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
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
    query: { ...query, deadline: deadline ?? undefined, limit: ESIGN_PAGE, offset: page * ESIGN_PAGE },
  });

export const esignSharesQuery = (scope: Scope, query: EsignSharePage) =>
  queryOptions({
    queryKey: esignKeys.list(scope, query),
    queryFn: () => getEsignShares(scope.companyId, query),
    select: (rows) => ({ rows, hasNext: rows.length === ESIGN_PAGE }),
  });

/**
 * One page of shared e-sign requests, to the letter of the spec (§7 "limit 21, offset 21 times
 * page", §9 "requests 21 per page and shows more if 21 return"): every row that came back is shown,
 * and the next page is offered when 21 did (so a list of exactly 21 ends on an empty page).
 */
export function useEsignShares(scope: Scope, query: EsignSharePage) {
  return useQuery({ ...esignSharesQuery(scope, query), placeholderData: keepPreviousData });
}
