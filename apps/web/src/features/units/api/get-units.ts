import { UNIT_PAGE_FETCH, UNIT_PAGE_SIZE, type UnitStatus, unitCountSchema, unitListItemSchema } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, unitKeys, unitsPath } from "./keys";

export interface UnitPage {
  /** 0-based. */
  page: number;
  q: string | null;
  status: UnitStatus | null;
  categoryId: string | null;
}

export const getUnits = (companyId: string, { page, q, status, categoryId }: UnitPage) =>
  api.get(unitsPath(companyId), z.array(unitListItemSchema), {
    query: {
      q: q ?? undefined,
      status: status ?? undefined,
      categoryId: categoryId ?? undefined,
      limit: UNIT_PAGE_FETCH,
      offset: page * UNIT_PAGE_SIZE,
    },
  });

export const unitsQuery = (scope: Scope, query: UnitPage) =>
  queryOptions({
    queryKey: unitKeys.list(scope, query),
    queryFn: () => getUnits(scope.companyId, query),
    select: (rows) => ({ rows: rows.slice(0, UNIT_PAGE_SIZE), hasNext: rows.length > UNIT_PAGE_SIZE }),
  });

/** One page of units (20 shown, 21 fetched to know whether a next page exists). */
export function useUnits(scope: Scope, query: UnitPage) {
  return useQuery({ ...unitsQuery(scope, query), placeholderData: keepPreviousData });
}

/** How many units match the list's filters (all the company's without any). */
export function useUnitCount(scope: Scope, { q, status, categoryId }: Omit<UnitPage, "page">) {
  const filters = { q: q ?? undefined, status: status ?? undefined, categoryId: categoryId ?? undefined };
  return useQuery({
    queryKey: [...unitKeys.count(scope), filters],
    queryFn: () =>
      api.get(`${unitsPath(scope.companyId)}/count`, unitCountSchema, { query: filters, errorPages: false }),
    placeholderData: keepPreviousData,
  });
}
