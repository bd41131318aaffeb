import { ActionIcon, Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { UploadItem } from "../lib/use-uploads";

const colors = { ENQUEUED: "gray", INPROGRESS: "blue", COMPLETE: "teal", ERROR: "red" } as const;
/** Badge shades dark enough for white text (AA). */
const badgeColors = { ENQUEUED: "gray.7", INPROGRESS: "blue.8", COMPLETE: "teal.9", ERROR: "red.8" } as const;

/** The spec's upload progress list: file name, status and percent, with an abort button. */
export function UploadList({ items, onRemove }: { items: UploadItem[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t("uploads.title")} style={{ listStyle: "none" }}>
      {items.map((item) => {
        const running = item.uploadStatus === "INPROGRESS";
        return (
          <li key={item.key} aria-label={item.uploadName}>
            <Group gap="sm" wrap="nowrap">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate="end" title={item.uploadName}>
                    {item.uploadName}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Badge
                      size="sm"
                      variant="filled"
                      color={badgeColors[item.uploadStatus]}
                      data-testid="upload-status"
                    >
                      {t(`uploads.status.${item.uploadStatus}`)}
                    </Badge>
                    <Text size="xs" c="dimmed" w={36} ta="right" data-testid="upload-percent">
                      {item.uploadProgress}%
                    </Text>
                  </Group>
                </Group>
                <Progress
                  value={item.uploadProgress}
                  color={colors[item.uploadStatus]}
                  size="sm"
                  aria-label={t("uploads.progress", { name: item.uploadName })}
                  animated={running}
                />
                {item.error && (
                  <Text size="xs" c="red.8">
                    {item.error}
                  </Text>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onRemove(item.key)}
                aria-label={
                  running
                    ? t("uploads.abort", { name: item.uploadName })
                    : t("uploads.dismiss", { name: item.uploadName })
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
