import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useGdprExport } from "../api/export-data";
import { ExportProgress } from "./export-progress";

/** A description, the button that downloads one person's export, its progress and its outcome. */
export function ExportDataPanel({
  companyId,
  userId,
  description,
  buttonLabel,
}: {
  companyId: string;
  userId: string;
  description: string;
  buttonLabel: string;
}) {
  const { t } = useTranslation("gdpr");
  const { state, start } = useGdprExport(companyId, userId, t("export.fallbackName"));
  const running = state.status === "running";
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <div>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void start()}
          disabled={running}
          loading={running}
        >
          {buttonLabel}
        </Button>
      </div>
      {running && <ExportProgress progress={state.progress} />}
      <div aria-live="polite">
        {state.status === "done" && (
          <Text size="sm" c="teal.8">
            {t("export.done")}
          </Text>
        )}
        {state.status === "failed" && (
          <Alert color="red" role="alert">
            {t("export.failed", { message: state.message })}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
