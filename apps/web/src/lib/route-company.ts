import { useEffect, useMemo } from "react";
import { useParams } from "react-router";
import type { Scope } from "./query-keys";
import { useSession } from "./session";

/**
 * The company of the address (:companyId), which becomes the selected one when it was not:
 * the address is what the user opened. Null when the user is not a member.
 */
export function useRouteCompany() {
  const { companyId } = useParams();
  const { user, companies, selectedCompany, selectCompany } = useSession();
  const company = companies.find((c) => c.id === companyId) ?? null;
  const usable = company && !company.features.denyLoginOnWeb ? company : null;
  useEffect(() => {
    if (!usable || selectedCompany?.id === usable.id) return;
    // After the session's own effect, which stores the selection it resolved on the first render.
    const timer = setTimeout(() => selectCompany(usable));
    return () => clearTimeout(timer);
  }, [usable, selectedCompany, selectCompany]);
  const scope = useMemo<Scope | null>(
    () => (company ? { userId: user.id, companyId: company.id } : null),
    [user.id, company],
  );
  return { company, scope, user };
}
