import type { Company } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { Navigate, useLocation } from "react-router";
import { loginPath } from "../../../lib/paths";
import { SessionContext, useStorageValue, useStoredSession } from "../../../lib/session";
import { parseSelection, StorageKey, storeSelection, wasSignedOut } from "../../../lib/storage";
import { companiesQuery } from "../api/get-companies";
import { currentUserQuery } from "../api/get-current-user";
import { useUserLanguage } from "../api/save-language-choice";
import { resolveSelectedCompany } from "../resolve-selected-company";
import { ShellSkeleton } from "./shell-skeleton";

/**
 * Signed-in screens: without a stored session the user goes to /login (keeping the way back).
 * `failed`: what to show instead when the session cannot start (the error pages show themselves alone).
 */
export function SessionGate({ children, failed }: { children: ReactNode; failed?: ReactNode }) {
  const session = useStoredSession();
  const location = useLocation();
  if (!session) {
    return <Navigate replace to={wasSignedOut() ? "/login" : loginPath(location.pathname + location.search)} />;
  }
  return (
    <SessionStart userId={session.userId} failed={failed}>
      {children}
    </SessionStart>
  );
}

/** Lists sort by name by default; Swedish order puts Å, Ä and Ö last. */
const byName = (companies: Company[]) => companies.toSorted((a, b) => a.name.localeCompare(b.name, "sv"));

/** Session start (spec section 4): load the user, apply their language (or the one picked to sign in), load all companies, settle the selection. */
function SessionStart({ userId, failed, children }: { userId: string; failed?: ReactNode; children: ReactNode }) {
  const user = useQuery(currentUserQuery(userId));
  const companies = useQuery({ ...companiesQuery(userId), select: byName });
  const storedText = useStorageValue(StorageKey.selectedCompany);
  const selectedCompany = useMemo(
    () => (companies.data ? resolveSelectedCompany(parseSelection(storedText), companies.data, userId) : null),
    [companies.data, storedText, userId],
  );

  useUserLanguage(userId, user.data?.language);

  useEffect(() => {
    if (!selectedCompany) return;
    const text = JSON.stringify({ userId, company: selectedCompany });
    if (text !== storedText) storeSelection({ userId, company: selectedCompany });
  }, [selectedCompany, storedText, userId]);

  const selectCompany = useCallback((company: Company) => storeSelection({ userId, company }), [userId]);
  const value = useMemo(
    () =>
      user.data && companies.data
        ? { user: user.data, companies: companies.data, selectedCompany, selectCompany }
        : null,
    [user.data, companies.data, selectedCompany, selectCompany],
  );

  if (failed !== undefined && (user.isError || companies.isError)) return failed;
  if (!value) return <ShellSkeleton />;
  return <SessionContext value={value}>{children}</SessionContext>;
}
