import type { Company, Permission } from "@app/contract";
import { Alert, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageTitle } from "../../../components/page-title";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import type { Scope } from "../api/keys";

export interface PortalContext {
  scope: Scope;
  company: Company;
  has: (permission: Permission) => boolean;
}

/**
 * The portal screens are for those who administer authorization groups and portals
 * (AuthorizationGroups) in the selected company; others go to /403.
 */
export function PortalGate({ children }: { children: (context: PortalContext) => ReactNode }) {
  const { t } = useTranslation("portals");
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions();
  if (!selectedCompany) {
    return (
      <>
        <PageTitle title={t("title")} />
        <Alert color="gray">{t("noCompany")}</Alert>
      </>
    );
  }
  if (permissions.loading) {
    return (
      <>
        <PageTitle title={t("title")} />
        <Skeleton height={160} />
      </>
    );
  }
  if (!permissions.has("AuthorizationGroups")) return <Navigate replace to="/403" />;
  return children({
    scope: { userId: user.id, companyId: selectedCompany.id },
    company: selectedCompany,
    has: permissions.has,
  });
}
