import type { QueryClient } from "@tanstack/react-query";
import { prefetchBannerNotices } from "../features/company-notices/api/get-banner-notices";
import { prefetchPermissions } from "../lib/permissions";
import { getSession, getStoredCompanyId } from "../lib/storage";

/**
 * Starts the reads every signed-in screen waits for besides the session's (`prefetchSession`), as the app
 * starts: the banner's notices (the page stays unseen until they are known) and the permissions in the
 * company selected last (the menu and the screen). Nothing without a stored session.
 */
export function prefetchShell(queryClient: QueryClient) {
  const session = getSession();
  if (!session) return;
  const companyId = getStoredCompanyId(session.userId);
  prefetchBannerNotices(queryClient, session.userId, companyId);
  if (companyId) prefetchPermissions(queryClient, session.userId, companyId);
}
