import { useSession } from "../../lib/session";
import type { Scope } from "./api/keys";

/** The member's scope in the company, or null where the company lacks the esign feature. */
export function useEsignScope(companyId: string): Scope | null {
  const { user, companies } = useSession();
  const company = companies.find((c) => c.id === companyId);
  return company?.enabledFeatures.esign ? { userId: user.id, companyId } : null;
}
