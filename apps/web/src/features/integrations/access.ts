import type { Company } from "@app/contract";
import { useSession } from "../../lib/session";
import type { Scope } from "./api/keys";
import { useMyPermissions } from "./api/permissions";

export interface IntegrationsAccess {
  company: Company | null;
  scope: Scope | null;
  /** undefined while the permissions load. */
  allowed: boolean | undefined;
}

/** Mail templates and API tokens are for the company's account administrators (CompanyAccountAdmin). */
export function useIntegrationsAccess(): IntegrationsAccess {
  const { user, selectedCompany } = useSession();
  const permissions = useMyPermissions(user.id, selectedCompany?.id);
  return {
    company: selectedCompany,
    scope: selectedCompany ? { userId: user.id, companyId: selectedCompany.id } : null,
    allowed: permissions.isError ? false : permissions.data?.includes("CompanyAccountAdmin"),
  };
}
