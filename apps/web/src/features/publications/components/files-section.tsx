import { ErrorCode, type UploadFile } from "@app/contract";
import { Button, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { UploadList } from "../../../components/upload-list";
import { ApiError } from "../../../lib/api-client";
import { confirmAction } from "../../../lib/confirm";
import { toast } from "../../../lib/toast";
import { useUploads } from "../../../lib/use-uploads";
import { downloadFile, uploadPublicationFile, useDeleteFile, useFiles } from "../api/files";
import { publicationKeys, type Scope } from "../api/keys";
import { FilesTable } from "./files-table";

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
          onError: (error) =>
            toast(
              "failure",
              error instanceof ApiError && error.code === ErrorCode.FileInUse
                ? t("files.inUse")
                : t("files.deleteFailed"),
              5000,
            ),
        }),
    });

  return (
    <ObjectSection
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
        <QueryBoundary query={files} failed={t("files.loadFailed")} empty={t("files.none")}>
          {(rows) => (
            <FilesTable
              files={rows}
              onDownload={(file) => void download(file)}
              onDelete={canEdit ? askDelete : undefined}
            />
          )}
        </QueryBoundary>
      </Stack>
    </ObjectSection>
  );
}
