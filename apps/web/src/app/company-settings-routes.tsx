import type { Permission } from "@app/contract";
import { FilesPage } from "../features/company-settings/routes/files-page";
import { InformationPage } from "../features/company-settings/routes/information-page";
import { ListsPage } from "../features/company-settings/routes/lists-page";
import { usePermissions } from "../features/session/api/get-permissions";
import { useSession } from "../lib/session";

/** The user's permissions in the selected company; undefined while they load (none on failure). */
function useCompanyPermissions(): readonly Permission[] | undefined {
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions(user.id, selectedCompany?.id);
  if (!selectedCompany || permissions.isError) return [];
  return permissions.data;
}

/** /settings/information: company information, logos, second factor and features. */
export function CompanyInformationRoute() {
  return <InformationPage permissions={useCompanyPermissions()} />;
}

/** /settings/files: the company's files. */
export function CompanyFilesRoute() {
  return <FilesPage permissions={useCompanyPermissions()} />;
}

/** /settings/lists: categories, priorities, reminder types, tags and group categories. */
export function CompanyListsRoute() {
  return <ListsPage permissions={useCompanyPermissions()} />;
}
