import { useTranslation } from "react-i18next";
import { StatusPage } from "../components/status-page";

/** /error, and what any screen that crashes shows. */
export function ErrorPage() {
  const { t } = useTranslation("errors");
  return <StatusPage code={t("failure.code")} title={t("failure.title")} message={t("failure.message")} />;
}
