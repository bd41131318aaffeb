import { ORDER_REPORT_PHOTOS_MAX } from "@app/contract";
import { ActionIcon, Button, FileButton, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconCamera, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../../lib/error-text";
import { uploadReportPhoto } from "../api/report-files";
import type { ReportForm } from "../form";

/** The report's photos: uploaded as the order's files (camera or gallery on a phone), listed, removable. */
export function ReportPhotos({ form, companyId, orderId }: { form: ReportForm; companyId: string; orderId: string }) {
  const { t } = useTranslation("orderReport");
  const [uploading, setUploading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const photos = form.values.photos;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(file.name);
    setFailure(null);
    try {
      const stored = await uploadReportPhoto(companyId, orderId, file, () => {}).done;
      form.insertListItem("photos", { id: stored.id, uploadName: stored.uploadName });
    } catch (error) {
      setFailure(errorText(error, t("photos.uploadFailed")));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("photos.title")}
      </Title>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("photos.none")}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none">
          {photos.map((photo, index) => (
            <List.Item key={photo.id}>
              <Group gap={4}>
                <Text size="sm">{photo.uploadName}</Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t("photos.remove", { name: photo.uploadName })}
                  onClick={() => form.removeListItem("photos", index)}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {uploading && (
        <Text size="sm" role="status">
          {t("photos.uploading", { name: uploading })}
        </Text>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
      <Group>
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="compact-sm"
              leftSection={<IconCamera size={14} />}
              disabled={uploading !== null || photos.length >= ORDER_REPORT_PHOTOS_MAX}
            >
              {t("photos.add")}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
