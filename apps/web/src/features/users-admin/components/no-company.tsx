import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title";

/** The users pages without a chosen company to administer. */
export function NoCompany() {
  const { t } = useTranslation("usersAdmin");
  return (
    <>
      <PageTitle title={t("title")} />
      <Alert color="gray">{t("noCompany")}</Alert>
    </>
  );
}
