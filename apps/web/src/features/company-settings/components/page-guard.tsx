import type { Company, Permission } from "@app/contract";
import { Alert, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import type { Scope } from "../api/keys";

/**
 * The frame of a company settings page: needs a selected company and the user's permissions there;
 * the page itself gets the company, its scope and what the user may do.
 */
export function SettingsFrame({
  title,
  children,
}: {
  title: string;
  children: (props: { company: Company; scope: Scope; has: (permission: Permission) => boolean }) => ReactNode;
}) {
  const { t } = useTranslation("companySettings");
  const { user, selectedCompany } = useSession();
  const { has, loading } = usePermissions();
  if (!selectedCompany) {
    return (
      <>
        <BackLink to="/settings" label={t("back")} />
        <PageTitle title={title} />
        <Alert color="gray">{t("noCompany")}</Alert>
      </>
    );
  }
  if (loading) {
    return (
      <>
        <BackLink to="/settings" label={t("back")} />
        <PageTitle title={title} />
        <Stack gap="sm">
          <Skeleton h={40} />
          <Skeleton h={160} />
        </Stack>
      </>
    );
  }
  return children({
    company: selectedCompany,
    scope: { userId: user.id, companyId: selectedCompany.id },
    has,
  });
}
