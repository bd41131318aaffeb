import { useTranslation } from "react-i18next";
import { StatusPage } from "../components/status-page";

export function NotFoundPage() {
  const { t } = useTranslation("errors");
  return <StatusPage code="404" title={t("notFound.title")} message={t("notFound.message")} />;
}
