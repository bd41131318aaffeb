import { useSession } from "../../lib/session";
import type { Scope } from "./api/keys";

/** The member's scope in the company, or null where the company lacks the skills feature (or they are a guest: guests hold none of it). */
export function useSkillsScope(companyId: string): Scope | null {
  const { user, companies } = useSession();
  const company = companies.find((c) => c.id === companyId);
  return company?.enabledFeatures.skills && company.type !== "GUEST" ? { userId: user.id, companyId } : null;
}
