import { noticeSchema, type noticeSorts, PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
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

export const getNotices = (companyId: string, { page, ...query }: NoticePage) =>
  api.get(noticesPath(companyId), z.array(noticeSchema), {
    query: { ...query, limit: PAGE_FETCH, offset: page * PAGE_SIZE },
  });

export const noticesQuery = (scope: Scope, query: NoticePage) =>
  queryOptions({
    queryKey: reminderKeys.list(scope, query),
    queryFn: () => getNotices(scope.companyId, query),
    select: (rows) => ({ rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE }),
  });

/** One page of reminders (20 shown, 21 fetched to know whether a next page exists). */
export function useNotices(scope: Scope | null, query: NoticePage) {
  return useQuery({
    ...noticesQuery(scope ?? { userId: "", companyId: "" }, query),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
