import { noticeSchema, type noticeSorts, PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

/** The list's filters in query-string form, as the API and the address both take them. */
export interface NoticeQuery {
  q?: string;
  manager?: string;
  from?: string;
  to?: string;
  completed?: "true" | "false";
  categoryId?: string;
  /** Comma-separated user ids. */
  assignee?: string;
  all?: "true";
}

export interface NoticePage extends NoticeQuery {
  /** 0-based. */
  page: number;
  sort: (typeof noticeSorts)[number];
  direction: "asc" | "desc";
}

/** `after`: the id of the row before the page (docs/benchmarks.md, deep pages); the offset alone answers too. */
export const getNotices = (companyId: string, { page, ...query }: NoticePage, after?: string) =>
  api.get(noticesPath(companyId), z.array(noticeSchema), {
    query: { ...query, limit: PAGE_FETCH, offset: page * PAGE_SIZE, after },
  });

export const noticesQuery = (scope: Scope, query: NoticePage, after?: string) =>
  queryOptions({
    queryKey: reminderKeys.list(scope, query),
    queryFn: () => getNotices(scope.companyId, query, after),
    select: (rows) => ({ rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE }),
  });

/**
 * One page of reminders (20 shown, 21 fetched to know whether a next page exists). When the page
 * before was read, its last row goes along as `after`: the server then starts from that row
 * instead of skipping every row before the page, so page 5,000 costs what page 1 does.
 */
export function useNotices(scope: Scope | null, query: NoticePage) {
  const queryClient = useQueryClient();
  const of = scope ?? { userId: "", companyId: "" };
  const before =
    query.page > 0
      ? queryClient.getQueryData(noticesQuery(of, { ...query, page: query.page - 1 }).queryKey)
      : undefined;
  return useQuery({
    ...noticesQuery(of, query, before?.[PAGE_SIZE - 1]?.id),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
