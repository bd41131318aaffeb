import type { UploadFile } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { UploadList } from "../../../components/upload-list";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { formatSize } from "../../../lib/format-size";
import { toast } from "../../../lib/toast";
import { useUploads } from "../../../lib/use-uploads";
import { downloadFile, uploadPublicationFile, useDeleteFile, useFiles } from "../api/files";
import { publicationKeys, type Scope } from "../api/keys";
import { Section } from "./section";

export function FilesSection({
  scope,
  publicationId,
  canEdit,
}: {
  scope: Scope;
  publicationId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("publications");
  const files = useFiles(scope, publicationId);
  const remove = useDeleteFile(scope, publicationId);
  const uploads = useUploads(
    (file, onProgress) => uploadPublicationFile(scope.companyId, publicationId, file, onProgress),
    publicationKeys.part(scope, publicationId, "files"),
  );
  const openRef = useRef<() => void>(null);

  const download = (file: UploadFile) =>
    downloadFile(scope.companyId, publicationId, file).catch(() => toast("failure", t("files.downloadFailed"), 5000));

  const askDelete = (file: UploadFile) =>
    confirmAction({
      title: t("files.deleteTitle"),
      message: t("files.deleteConfirm", { name: file.uploadName }),
      confirm: t("actions.delete"),
      onConfirm: () =>
        remove.mutate(file.id, {
          onSuccess: () => toast("success", t("files.deleted", { name: file.uploadName }), 5000),
          onError: () => toast("failure", t("files.deleteFailed"), 5000),
        }),
    });

  const list = () => {
    if (files.isPending) return <Skeleton h={60} />;
    if (files.isError) return <Alert color="red">{t("files.loadFailed")}</Alert>;
    if (files.data.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t("files.none")}
        </Text>
      );
    return (
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} fz="sm" aria-label={t("files.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("files.name")}</Table.Th>
              <Table.Th w={90}>{t("files.size")}</Table.Th>
              <Table.Th w={110}>{t("files.added")}</Table.Th>
              {canEdit && (
                <Table.Th w={44}>
                  <VisuallyHidden>{t("actions.label")}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.data.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>
                  {file.uploadStatus === "COMPLETE" ? (
                    <Anchor component="button" type="button" fz="sm" onClick={() => void download(file)}>
                      {file.uploadName}
                    </Anchor>
                  ) : (
                    <Group gap={6}>
                      <Text span fz="sm" c="dimmed">
                        {file.uploadName}
                      </Text>
                      <Badge size="xs" variant="filled" color={file.uploadStatus === "ERROR" ? "red.8" : "blue.8"}>
                        {t(`uploads.status.${file.uploadStatus}`, { ns: "common" })}
                      </Badge>
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>{file.uploadStatus === "COMPLETE" ? formatSize(file.size) : "–"}</Table.Td>
                <Table.Td>{formatDate(file.createdAt)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => askDelete(file)}
                      aria-label={t("files.delete", { name: file.uploadName })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Section
      title={t("files.title")}
      actions={
        canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => openRef.current?.()}
          >
            {t("files.choose")}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {canEdit && (
          <UploadDropzone
            openRef={openRef}
            onDrop={uploads.add}
            label={t("files.dropzone")}
            hint={t("files.dropHint")}
          />
        )}
        <UploadList items={uploads.items} onRemove={uploads.remove} />
        {list()}
      </Stack>
    </Section>
  );
}
