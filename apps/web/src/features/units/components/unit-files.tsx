import type { UploadFile } from "@app/contract";
import { Button, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { UploadList } from "../../../components/upload-list";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useUploads } from "../../../lib/use-uploads";
import { type Scope, unitKeys } from "../api/keys";
import { downloadUnitFile, uploadUnitFile, useDeleteUnitFile, useUnitFiles } from "../api/unit-files";
import { UnitFilesTable } from "./unit-files-table";

/**
 * The unit's files, as the object's files: the upload button (or a drop) sends them with progress
 * (the upload list: status, percent, abort); the list shows 20 at a time; a name downloads; delete
 * after a confirmation.
 */
export function UnitFiles({ scope, unitId }: { scope: Scope; unitId: string }) {
  const { t } = useTranslation("units");
  const [page, setPage] = useState(0);
  const files = useUnitFiles(scope, unitId, page);
  const remove = useDeleteUnitFile(scope, unitId);
  const uploads = useUploads(
    (file, onProgress) => uploadUnitFile(scope.companyId, unitId, file, onProgress),
    unitKeys.files(scope, unitId),
  );
  const openRef = useRef<() => void>(null);

  const download = (file: UploadFile) =>
    void downloadUnitFile(scope.companyId, unitId, file).catch(() => toast("failure", t("files.downloadFailed"), 5000));

  const askDelete = (file: UploadFile) =>
    confirmAction({
      title: t("files.deleteTitle"),
      message: t("files.deleteMessage", { name: file.uploadName }),
      confirm: t("actions.delete"),
      onConfirm: () =>
        remove.mutate(file.id, {
          onSuccess: () => toast("success", t("files.deleted", { name: file.uploadName }), 5000),
          onError: (error) => toast("failure", errorText(error, t("files.deleteFailed")), 5000),
        }),
    });

  return (
    <ObjectSection
      title={t("files.title")}
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          onClick={() => openRef.current?.()}
        >
          {t("files.choose")}
        </Button>
      }
    >
      <Stack gap="sm">
        <UploadDropzone openRef={openRef} onDrop={uploads.add} label={t("files.dropzone")} hint={t("files.dropHint")} />
        <UploadList items={uploads.items} onRemove={uploads.remove} />
        <QueryBoundary
          query={files}
          failed={t("files.failed")}
          isEmpty={(data) => data.rows.length === 0}
          empty={t("files.empty")}
        >
          {(data) => (
            <UnitFilesTable
              files={data.rows}
              fetching={files.isFetching && files.isPlaceholderData}
              onDownload={download}
              onDelete={askDelete}
            />
          )}
        </QueryBoundary>
        <ListPager page={page} hasNext={files.data?.hasNext ?? false} disabled={files.isFetching} onChange={setPage} />
      </Stack>
    </ObjectSection>
  );
}
