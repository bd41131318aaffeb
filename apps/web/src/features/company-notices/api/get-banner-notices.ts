import { companyNoticeSchema, systemNoticeSchema } from "@app/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { companyNoticesPath, noticeKeys } from "./keys";

/** GET /notices: the platform's current notices. A header widget never sends the user to an error page. */
export const getSystemNotices = () => api.get("/notices", z.array(systemNoticeSchema), { errorPages: false });

/** GET /companies/{companyId}/company-notices: the company's current ones. */
export const getCurrentCompanyNotices = (companyId: string) =>
  api.get(companyNoticesPath(companyId), z.array(companyNoticeSchema), {
    query: { active: "true" },
    errorPages: false,
  });

const systemNoticesQuery = (userId: string) =>
  queryOptions({ queryKey: noticeKeys.system(userId), queryFn: getSystemNotices, staleTime: 300_000 });

const currentCompanyNoticesQuery = (userId: string, companyId: string) =>
  queryOptions({
    queryKey: noticeKeys.current(userId, companyId),
    queryFn: () => getCurrentCompanyNotices(companyId),
    staleTime: 300_000,
  });

/** Starts reading the banner's notices before the shell renders (`app/prefetch-shell.ts`). */
export function prefetchBannerNotices(queryClient: QueryClient, userId: string, companyId: string | null) {
  void queryClient.prefetchQuery(systemNoticesQuery(userId));
  if (companyId) void queryClient.prefetchQuery(currentCompanyNoticesQuery(userId, companyId));
}

export interface BannerNotice {
  id: string;
  text: string;
}

/**
 * What the banner shows: the system's notices first, then the selected company's; `settled` once
 * both have answered (or failed).
 */
export function useBannerNotices(userId: string, companyId: string | undefined) {
  const system = useQuery(systemNoticesQuery(userId));
  const company = useQuery({
    ...currentCompanyNoticesQuery(userId, companyId ?? ""),
    enabled: companyId !== undefined,
  });
  const notices: BannerNotice[] = [...(system.data ?? []), ...(company.data ?? [])].map(({ id, text }) => ({
    id,
    text,
  }));
  const settled = !system.isPending && (companyId === undefined || !company.isPending);
  return { notices, settled };
}
