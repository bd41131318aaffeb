import type { CompanyFile } from "@app/contract";
import { ActionIcon, Alert, Anchor, Button, EmptyState, Skeleton, Stack, Table, VisuallyHidden } from "@mantine/core";
import { IconFiles, IconTrash, IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { UploadDropzone } from "../../../components/upload-dropzone";
import { UploadList } from "../../../components/upload-list";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { formatSize } from "../../../lib/format-size";
import { toast } from "../../../lib/toast";
import { useUploads } from "../../../lib/use-uploads";
import { downloadCompanyFile, uploadCompanyFile, useCompanyFiles, useDeleteCompanyFile } from "../api/company-files";
import { companySettingsKeys, type Scope } from "../api/keys";
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

  const list = () => {
    if (files.isPending)
      return (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      );
    if (files.isError) return <Alert color="red">{t("files.loadFailed")}</Alert>;
    if (files.data.files.length === 0 && page === 0)
      return (
        <EmptyState
          mt="lg"
          icon={<IconFiles aria-hidden />}
          title={t("files.empty")}
          description={canEdit ? t("files.emptyHint") : t("files.emptyReadOnly")}
        />
      );
    return (
      <>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label={t("files.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("files.name")}</Table.Th>
                <Table.Th w={100}>{t("files.size")}</Table.Th>
                <Table.Th w={180}>{t("files.addedBy")}</Table.Th>
                <Table.Th w={120}>{t("files.added")}</Table.Th>
                {canEdit && (
                  <Table.Th w={60}>
                    <VisuallyHidden>{t("files.actions")}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      onClick={() => void download(file)}
                      aria-label={t("files.download", { name: file.uploadName })}
                    >
                      {file.uploadName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatSize(file.size)}</Table.Td>
                  <Table.Td>{file.createdBy?.name ?? t("files.unknown")}</Table.Td>
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
        <ListPager page={page} hasNext={files.data.hasNext} onChange={setPage} disabled={files.isFetching} />
      </>
    );
  };

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
        {list()}
      </Stack>
    </>
  );
}
