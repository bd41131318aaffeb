import { CompanyNoticesPage } from "../features/company-notices/routes/company-notices-page";
import { SettingsPage } from "../features/settings/routes/settings-page";
import { usePermissions } from "../lib/permissions";
import { useSession } from "../lib/session";

/** Company account administration in the selected company; undefined while the permissions load. */
function useIsAccountAdmin(): boolean | undefined {
  const { has, loading } = usePermissions();
  return loading ? undefined : has("CompanyAccountAdmin");
}

/** May add or edit users in the selected company (UsersEdit); undefined while the permissions load. */
function useCanManageUsers(): boolean | undefined {
  const { has, loading } = usePermissions();
  return loading ? undefined : has("UsersEdit");
}

/** Holds the GDPR permission in the selected company: the register of processing. */
function useCanSeeGdpr(): boolean {
  const { has } = usePermissions();
  return has("Gdpr");
}

/** May manage the investigation templates: the Investigations permission in a company with the investigation feature. */
function useCanManageInvestigationTemplates(): boolean {
  const { selectedCompany } = useSession();
  const { has } = usePermissions();
  return Boolean(selectedCompany?.enabledFeatures.investigation) && has("Investigations");
}

/** May manage the customer statuses: CustomerStatuses in a company with the customers feature. */
function useCanManageCustomerStatuses(): boolean {
  const { selectedCompany } = useSession();
  const { has } = usePermissions();
  return Boolean(selectedCompany?.enabledFeatures.customers) && has("CustomerStatuses");
}

/** Holds the permission as a full member (the catalogue's settings are not a guest's). */
function useHasAsMember(permission: "ProductCategories" | "CompanyServices"): boolean {
  const { has } = usePermissions();
  return useSession().selectedCompany?.type !== "GUEST" && has(permission);
}

/** A guest (limited user) in the selected company. */
function useIsGuest(): boolean {
  return useSession().selectedCompany?.type === "GUEST";
}

/** May read the company's audit log (AuditLogs). */
function useCanReadAuditLog(): boolean {
  return usePermissions().has("AuditLogs");
}

/** /settings: the areas of the settings (features do not import each other: the app composes them). */
export function SettingsRoute() {
  return (
    <SettingsPage
      canManageNotices={useIsAccountAdmin()}
      canManageUsers={useCanManageUsers()}
      canManageInvestigationTemplates={useCanManageInvestigationTemplates()}
      canSeeGdpr={useCanSeeGdpr()}
      canReadAuditLog={useCanReadAuditLog()}
      canManageCustomerStatuses={useCanManageCustomerStatuses()}
      canManageProductCategories={useHasAsMember("ProductCategories")}
      canManageCompanyServices={useHasAsMember("CompanyServices")}
      isGuest={useIsGuest()}
    />
  );
}

/** /settings/notices: the company's banner notices, for its administrators. */
export function CompanyNoticesRoute() {
  return <CompanyNoticesPage canManage={useIsAccountAdmin()} />;
}
