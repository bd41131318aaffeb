import { CERTIFICATE_MAX_BYTES, certificateContentTypes } from "@app/contract";
import { FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const accepted: readonly string[] = certificateContentTypes;
const MAX_MB = CERTIFICATE_MAX_BYTES / (1024 * 1024);

/**
 * The certificate to send with the record: a PDF or an image of at most 20 MB (refused here before
 * any upload), and the upload's progress once it travels.
 */
export function CertificateInput({
  value,
  onChange,
  current,
  percent,
  disabled,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The certificate the record holds now, which a new one replaces. */
  current: string | null;
  /** The upload's progress (0–100), null while none travels. */
  percent: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation("skills");
  const [error, setError] = useState<string | null>(null);
  const hint = t("record.certificateHint", { max: MAX_MB });
  return (
    <Stack gap={4}>
      <FileInput
        label={t("fields.certificate")}
        description={current ? `${hint} ${t("record.certificateReplaces", { name: current })}` : hint}
        placeholder={t("record.certificatePlaceholder")}
        // The placeholder is text of its own here (not an input's): dimmed, which keeps AA contrast.
        styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
        accept={accepted.join(",")}
        clearable
        clearButtonProps={{ "aria-label": t("record.certificateClear") }}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(file) => {
          if (file && !accepted.includes(file.type)) setError(t("record.certificateType"));
          else if (file && file.size > CERTIFICATE_MAX_BYTES) setError(t("record.certificateSize", { max: MAX_MB }));
          else {
            setError(null);
            onChange(file);
            return;
          }
          onChange(null);
        }}
      />
      {percent !== null && value && (
        <Group gap="xs" wrap="nowrap" role="status">
          <Progress
            value={percent}
            size="sm"
            animated
            style={{ flex: 1 }}
            aria-label={t("record.uploading", { name: value.name })}
          />
          <Text size="xs" c="dimmed" w={36} ta="right">
            {percent}%
          </Text>
        </Group>
      )}
    </Stack>
  );
}
