import type { Company } from "@app/contract";
import { Alert, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageTitle } from "../../../components/page-title";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import type { Scope } from "../api/keys";

/**
 * The frame of the integration pages, which are for the company's account administrators
 * (CompanyAccountAdmin): others go to /403; the page itself gets the company and its scope.
 */
export function AdminFrame({
  title,
  children,
}: {
  title: string;
  children: (props: { company: Company; scope: Scope }) => ReactNode;
}) {
  const { t } = useTranslation("integrations");
  const { user, selectedCompany } = useSession();
  const { has, loading } = usePermissions();
  if (!selectedCompany) {
    return (
      <>
        <PageTitle title={title} />
        <Alert color="gray">{t("noCompany")}</Alert>
      </>
    );
  }
  if (loading) {
    return (
      <>
        <PageTitle title={title} />
        <Skeleton height={160} />
      </>
    );
  }
  if (!has("CompanyAccountAdmin")) return <Navigate replace to="/403" />;
  return children({ company: selectedCompany, scope: { userId: user.id, companyId: selectedCompany.id } });
}
