import { companyNoticeSchema, systemNoticeSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
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

export interface BannerNotice {
  id: string;
  text: string;
}

/**
 * What the banner shows: the system's notices first, then the selected company's; `settled` once
 * both have answered (or failed).
 */
export function useBannerNotices(userId: string, companyId: string | undefined) {
  const system = useQuery({
    queryKey: noticeKeys.system(userId),
    queryFn: getSystemNotices,
    staleTime: 300_000,
  });
  const company = useQuery({
    queryKey: noticeKeys.current(userId, companyId ?? ""),
    queryFn: () => getCurrentCompanyNotices(companyId ?? ""),
    enabled: companyId !== undefined,
    staleTime: 300_000,
  });
  const notices: BannerNotice[] = [...(system.data ?? []), ...(company.data ?? [])].map(({ id, text }) => ({
    id,
    text,
  }));
  const settled = !system.isPending && (companyId === undefined || !company.isPending);
  return { notices, settled };
}
