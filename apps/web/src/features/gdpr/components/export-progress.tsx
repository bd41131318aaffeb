import { Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DownloadProgress } from "../../../lib/download";
import { formatSize } from "../../../lib/format-size";

/**
 * The progress of a download: a bar of the bytes received against the total when the server gave
 * one, a moving bar without a value otherwise; the same in words for screen readers.
 */
export function ExportProgress({ progress }: { progress: DownloadProgress | null }) {
  const { t } = useTranslation("gdpr");
  const total = progress?.total ?? null;
  const received = progress?.received ?? 0;
  if (!progress || total === null) {
    return (
      <div>
        <Progress
          value={100}
          striped
          animated
          aria-label={t("export.progressLabel")}
          aria-valuetext={t("export.preparing")}
        />
        <Text size="sm" mt={4} aria-live="polite">
          {progress && received > 0
            ? t("export.progressUnknown", { received: formatSize(received) })
            : t("export.preparing")}
        </Text>
      </div>
    );
  }
  const percent = Math.min(100, Math.floor((received / total) * 100));
  const words = t("export.progressKnown", { percent, received: formatSize(received), total: formatSize(total) });
  return (
    <div>
      <Progress value={percent} aria-label={t("export.progressLabel")} aria-valuetext={words} />
      <Text size="sm" mt={4}>
        {words}
      </Text>
    </div>
  );
}
