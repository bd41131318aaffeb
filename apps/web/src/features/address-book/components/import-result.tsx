import type { AddressBookImportResult } from "@app/contract";
import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What a vCard import added, and each card it left out and why. */
export function ImportResult({ result, onClose }: { result: AddressBookImportResult; onClose: () => void }) {
  const { t } = useTranslation("addressBook");
  return (
    <Alert title={t("importTitle")} withCloseButton closeButtonLabel={t("close")} onClose={onClose}>
      <Text size="sm">{t("imported", { count: result.created })}</Text>
      {result.skipped.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t("skipped")}
          </Text>
          <List size="sm">
            {result.skipped.map((s) => (
              <List.Item key={s.index}>{t(`skipReason.${s.reason}`, { index: s.index, name: s.name ?? "" })}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
