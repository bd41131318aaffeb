import type { CompanyFile } from "@app/contract";
import { Button, Stack } from "@mantine/core";
import { IconFiles, IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { UploadList } from "../../../components/upload-list";
import { confirmAction } from "../../../lib/confirm";
import { toast } from "../../../lib/toast";
import { useUploads } from "../../../lib/use-uploads";
import { downloadCompanyFile, uploadCompanyFile, useCompanyFiles, useDeleteCompanyFile } from "../api/company-files";
import { companySettingsKeys, type Scope } from "../api/keys";
import { CompanyFilesTable } from "../components/company-files-table";
import { SettingsFrame } from "../components/page-guard";

/** /settings/files: the company's files; CompanyInfoEdit uploads and deletes. */
export function FilesPage() {
  const { t } = useTranslation("companySettings");
  return (
    <SettingsFrame title={t("files.title")}>
      {({ company, scope, has }) => (
        <CompanyFiles key={company.id} scope={scope} companyName={company.name} canEdit={has("CompanyInfoEdit")} />
      )}
    </SettingsFrame>
  );
}

function CompanyFiles({ scope, companyName, canEdit }: { scope: Scope; companyName: string; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  const [page, setPage] = useState(0);
  const files = useCompanyFiles(scope, page);
  const remove = useDeleteCompanyFile(scope);
  const uploads = useUploads(
    (file, onProgress) => uploadCompanyFile(scope.companyId, file, onProgress),
    companySettingsKeys.files(scope),
  );
  const openRef = useRef<() => void>(null);

  const download = (file: CompanyFile) =>
    downloadCompanyFile(scope.companyId, file).catch(() => toast("failure", t("files.downloadFailed"), 5000));

  const askDelete = (file: CompanyFile) =>
    confirmAction({
      title: t("files.deleteTitle"),
      message: t("files.deleteConfirm", { name: file.uploadName }),
      confirm: t("lists.confirmDelete"),
      onConfirm: () =>
        remove.mutate(file.id, {
          onSuccess: () => toast("success", t("files.deleted", { name: file.uploadName }), 5000),
          onError: () => toast("failure", t("files.deleteFailed"), 5000),
        }),
    });

  const upload = canEdit && (
    <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openRef.current?.()}>
      {t("files.upload")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("files.title")}
        description={t("files.description", { company: companyName })}
        actions={upload}
      />
      <Stack gap="sm">
        {canEdit && (
          <UploadDropzone openRef={openRef} onDrop={uploads.add} label={t("files.dropzone")} hint={t("files.drop")} />
        )}
        <UploadList items={uploads.items} onRemove={uploads.remove} />
        <QueryBoundary
          query={files}
          failed={t("files.loadFailed")}
          isEmpty={(data) => data.files.length === 0 && page === 0}
          empty={{
            icon: <IconFiles aria-hidden />,
            title: t("files.empty"),
            description: canEdit ? t("files.emptyHint") : t("files.emptyReadOnly"),
          }}
        >
          {(data) => (
            <CompanyFilesTable
              files={data.files}
              onDownload={(file) => void download(file)}
              onDelete={canEdit ? askDelete : undefined}
            />
          )}
        </QueryBoundary>
        <ListPager page={page} hasNext={files.data?.hasNext ?? false} onChange={setPage} disabled={files.isFetching} />
      </Stack>
    </>
  );
}
