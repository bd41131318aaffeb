import { useTranslation } from "react-i18next";
import { StatusPage } from "../components/status-page";

export function ForbiddenPage() {
  const { t } = useTranslation("errors");
  return <StatusPage code="403" title={t("forbidden.title")} message={t("forbidden.message")} />;
}
