import { Card, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../lib/permissions";
import { ExportDataPanel } from "./export-data-panel";

/** The member page's "Personal data (GDPR)" section, for holders of the GDPR permission. */
export function MemberGdprSection({ companyId, member }: { companyId: string; member: { id: string; name: string } }) {
  const { t } = useTranslation("gdpr");
  const { has } = usePermissions();
  if (!has("Gdpr")) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="section-gdpr">
      <Title order={2} fz="h5" id="section-gdpr" mb="xs">
        {t("export.memberTitle")}
      </Title>
      <ExportDataPanel
        companyId={companyId}
        userId={member.id}
        description={t("export.memberDescription", { name: member.name })}
        buttonLabel={t("export.memberButton")}
      />
    </Card>
  );
}
