import { CompanyNoticesPage } from "../features/company-notices/routes/company-notices-page";
import { usePermissions } from "../features/session/api/get-permissions";
import { SettingsPage } from "../features/settings/routes/settings-page";
import { useSession } from "../lib/session";

/** Company account administration in the selected company; undefined while the permissions load. */
function useIsAccountAdmin(): boolean | undefined {
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions(user.id, selectedCompany?.id);
  if (!selectedCompany) return false;
  if (permissions.isError) return false;
  return permissions.data ? permissions.data.includes("CompanyAccountAdmin") : undefined;
}

/** May add or edit users in the selected company (UsersEdit); undefined while the permissions load. */
function useCanManageUsers(): boolean | undefined {
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions(user.id, selectedCompany?.id);
  if (!selectedCompany || permissions.isError) return false;
  return permissions.data ? permissions.data.includes("UsersEdit") : undefined;
}

/** /settings: the areas of the settings (features do not import each other: the app composes them). */
export function SettingsRoute() {
  return <SettingsPage canManageNotices={useIsAccountAdmin()} canManageUsers={useCanManageUsers()} />;
}

/** /settings/notices: the company's banner notices, for its administrators. */
export function CompanyNoticesRoute() {
  return <CompanyNoticesPage canManage={useIsAccountAdmin()} />;
}
