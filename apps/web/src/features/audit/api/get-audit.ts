import { type AuditCsvQuery, auditPageSchema } from "@app/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { foldEvents } from "../fold";
import { auditKeys, auditPath, type Scope } from "./keys";

/** The filters of the log in query-string form, as the API takes them (the CSV export takes the same). */
export type AuditFilters = AuditCsvQuery;

export const getAuditPage = (companyId: string, filters: AuditFilters, limit: number, before?: string) =>
  api.get(auditPath(companyId), auditPageSchema, {
    query: { ...filters, limit, before },
    // A failure shows in the list, with a retry, instead of leaving for the error page.
    errorPages: false,
  });

export const auditQuery = (scope: Scope, filters: AuditFilters, limit: number) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(scope, { ...filters, limit }),
    queryFn: ({ pageParam }) => getAuditPage(scope.companyId, filters, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Acts are folded page by page (fold.ts): paging stays by the events' ids.
    select: (data) => data.pages.flatMap((page) => foldEvents(page.items)),
    // The log grows with every change: read it afresh each time it is shown.
    staleTime: 0,
  });

/** The log's acts, newest first, page by page ("Load more" asks for the events before the last one shown). */
export function useAuditEvents(scope: Scope | null, filters: AuditFilters, limit = 50) {
  return useInfiniteQuery({
    ...auditQuery(scope ?? { userId: "", companyId: "" }, filters, limit),
    enabled: scope !== null,
  });
}
