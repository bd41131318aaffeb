import type { Company, Permission } from "@app/contract";
import { usePermissions } from "../../lib/permissions";
import { useSession } from "../../lib/session";
import type { Scope } from "./api/keys";

export interface UsersAdminAccess {
  company: Company | null;
  scope: Scope | null;
  /** Still loading the signed-in user's permissions. */
  loading: boolean;
  has: (permission: Permission) => boolean;
}

/** Who may administer users here: UsersEdit opens the screens; FullUserPermissionsEdit covers full users. */
export function useUsersAdminAccess(): UsersAdminAccess {
  const { user, selectedCompany } = useSession();
  const { has, loading } = usePermissions();
  return {
    company: selectedCompany,
    scope: selectedCompany ? { userId: user.id, companyId: selectedCompany.id } : null,
    loading,
    has,
  };
}
