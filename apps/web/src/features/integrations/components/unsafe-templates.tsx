import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MailTemplateRow } from "./mail-templates-table";

/** The company's wordings that mails do not use (stored before the placement rule and breaking it), named for the administrator. */
export function UnsafeTemplates({ rows }: { rows: MailTemplateRow[] }) {
  const { t } = useTranslation("integrations");
  const unsafe = rows.filter((row) => row.own?.unsafe);
  if (unsafe.length === 0) return null;
  const mails = unsafe
    .map((row) => `${t(`mailTemplates.types.${row.type}.title`)} (${t(`languages.${row.language}`)})`)
    .join(", ");
  return (
    <Alert color="orange" variant="light" mb="md" title={t("mailTemplates.unsafeTitle")}>
      {t("mailTemplates.unsafeText", { mails })}
    </Alert>
  );
}
