import type { Company } from "@app/contract";
import { Alert, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { useSession } from "../../../lib/session";
import type { Scope } from "../api/keys";

/**
 * The frame of a company settings page: needs a selected company and the user's permissions there
 * (undefined while they load); the page itself gets the company and its scope.
 */
export function SettingsFrame({
  title,
  permissions,
  children,
}: {
  title: string;
  permissions: readonly string[] | undefined;
  children: (props: { company: Company; scope: Scope; permissions: readonly string[] }) => ReactNode;
}) {
  const { t } = useTranslation("companySettings");
  const { user, selectedCompany } = useSession();
  if (!selectedCompany) {
    return (
      <>
        <BackLink to="/settings" label={t("back")} />
        <PageTitle title={title} />
        <Alert color="gray">{t("noCompany")}</Alert>
      </>
    );
  }
  if (permissions === undefined) {
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
    permissions,
  });
}
