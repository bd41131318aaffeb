import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { ExportDataPanel } from "./export-data-panel";

/** The profile's "Download my data" card: one's own export from the selected company. */
export function OwnDataCard({ userId }: { userId: string }) {
  const { t } = useTranslation("gdpr");
  const { selectedCompany } = useSession();
  return (
    <section aria-labelledby="own-data-title">
      <Title order={2} fz="h4" id="own-data-title" mb="xs">
        {t("export.ownTitle")}
      </Title>
      {selectedCompany ? (
        <ExportDataPanel
          key={selectedCompany.id}
          companyId={selectedCompany.id}
          userId={userId}
          description={t("export.ownDescription", { company: selectedCompany.name })}
          buttonLabel={t("export.ownButton")}
        />
      ) : (
        <Text size="sm">{t("export.noCompany")}</Text>
      )}
    </section>
  );
}
