import { queryKeys } from "../../../lib/query-keys";

/** Every key carries the user (and the company), so nothing outlives a sign-in or a company switch. */
export const noticeKeys = {
  system: (userId: string) => [...queryKeys.user(userId), "system-notices"] as const,
  company: (userId: string, companyId: string) =>
    [...queryKeys.company({ userId, companyId }), "company-notices"] as const,
  current: (userId: string, companyId: string) => [...noticeKeys.company(userId, companyId), "current"] as const,
  all: (userId: string, companyId: string) => [...noticeKeys.company(userId, companyId), "all"] as const,
};

export const companyNoticesPath = (companyId: string, id?: string) =>
  `/companies/${companyId}/company-notices${id ? `/${id}` : ""}`;
