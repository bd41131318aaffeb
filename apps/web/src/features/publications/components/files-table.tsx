import type { UploadFile } from "@app/contract";
import { Anchor, Badge, Group, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { DeleteAction } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { formatSize } from "../../../lib/format-size";

/** A finished file downloads from its name; one still uploading (or failed) says so instead. */
function FileName({ file, onDownload }: { file: UploadFile; onDownload: (file: UploadFile) => void }) {
  const { t } = useTranslation("publications");
  if (file.uploadStatus === "COMPLETE") {
    return (
      <Anchor component="button" type="button" fz="sm" onClick={() => onDownload(file)}>
        {file.uploadName}
      </Anchor>
    );
  }
  return (
    <Group gap={6}>
      <Text span fz="sm" c="dimmed">
        {file.uploadName}
      </Text>
      <Badge size="xs" variant="filled" color={file.uploadStatus === "ERROR" ? "red.8" : "blue.8"}>
        {t(`uploads.status.${file.uploadStatus}`, { ns: "common" })}
      </Badge>
    </Group>
  );
}

/** The object's files; with `onDelete` a row can be deleted. */
export function FilesTable({
  files,
  onDownload,
  onDelete,
}: {
  files: UploadFile[];
  onDownload: (file: UploadFile) => void;
  onDelete?: (file: UploadFile) => void;
}) {
  const { t } = useTranslation("publications");
  const actions: ListColumn<UploadFile> = {
    accessor: "actions",
    title: <VisuallyHidden>{t("actions.label")}</VisuallyHidden>,
    width: 44,
    render: (file) =>
      onDelete && <DeleteAction label={t("files.delete", { name: file.uploadName })} onClick={() => onDelete(file)} />,
  };
  return (
    <ListTable<UploadFile>
      aria-label={t("files.title")}
      records={files}
      columns={[
        {
          accessor: "uploadName",
          title: t("files.name"),
          render: (file) => <FileName file={file} onDownload={onDownload} />,
        },
        {
          accessor: "size",
          title: t("files.size"),
          width: 90,
          render: (file) => (file.uploadStatus === "COMPLETE" ? formatSize(file.size) : "–"),
        },
        { accessor: "createdAt", title: t("files.added"), width: 110, render: (file) => formatDate(file.createdAt) },
        ...(onDelete ? [actions] : []),
      ]}
    />
  );
}
