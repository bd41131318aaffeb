import { Alert, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { useCompanyInfo } from "../api/company-info";
import type { Scope } from "../api/keys";
import { InformationForm } from "../components/information-form";
import { LogoSection } from "../components/logo-section";
import { SettingsFrame } from "../components/page-guard";
import { SecurityFeatures } from "../components/security-features";

/**
 * /settings/information: the company settings fields (CompanyInfoEdit to change), the logos, and
 * the second factor and features (company account administrators only).
 */
export function InformationPage() {
  const { t } = useTranslation("companySettings");
  return (
    <SettingsFrame title={t("title")}>
      {({ company, scope, has }) => (
        <Information
          key={company.id}
          scope={scope}
          companyName={company.name}
          canEdit={has("CompanyInfoEdit")}
          canAdminister={has("CompanyAccountAdmin")}
        />
      )}
    </SettingsFrame>
  );
}

function Information({
  scope,
  companyName,
  canEdit,
  canAdminister,
}: {
  scope: Scope;
  companyName: string;
  canEdit: boolean;
  canAdminister: boolean;
}) {
  const { t } = useTranslation("companySettings");
  const info = useCompanyInfo(scope);
  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle title={t("title")} description={t("information.description", { company: companyName })} />
      {info.isPending ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={140} radius="md" />
          ))}
        </Stack>
      ) : info.isError ? (
        <Alert color="red">{t("loadFailed")}</Alert>
      ) : (
        <Stack gap="md">
          <InformationForm scope={scope} info={info.data} canEdit={canEdit} />
          <LogoSection scope={scope} companyName={info.data.name} canEdit={canEdit} logos={info.data} />
          {canAdminister && <SecurityFeatures scope={scope} />}
        </Stack>
      )}
    </>
  );
}
