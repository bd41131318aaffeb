import type { UploadFile } from "@app/contract";
import { Anchor, Badge, Group, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { formatSize } from "../../../lib/format-size";

/** A finished file downloads from its name; one still uploading (or failed) says so instead. */
function FileName({ file, onDownload }: { file: UploadFile; onDownload: (file: UploadFile) => void }) {
  const { t } = useTranslation("units");
  if (file.uploadStatus === "COMPLETE") {
    return (
      <Anchor
        component="button"
        type="button"
        fz="sm"
        ta="left"
        aria-label={t("files.download", { name: file.uploadName })}
        style={{ overflowWrap: "anywhere" }}
        onClick={() => onDownload(file)}
      >
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

/** The unit's files: name (downloads), size, added, delete. */
export function UnitFilesTable({
  files,
  fetching,
  onDownload,
  onDelete,
}: {
  files: UploadFile[];
  fetching: boolean;
  onDownload: (file: UploadFile) => void;
  onDelete: (file: UploadFile) => void;
}) {
  const { t } = useTranslation("units");
  return (
    <ListTable<UploadFile>
      aria-label={t("files.title")}
      records={files}
      fetching={fetching}
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
          visibleFrom: "sm",
          render: (file) => (file.uploadStatus === "COMPLETE" ? formatSize(file.size) : "–"),
        },
        { accessor: "createdAt", title: t("files.added"), width: 110, render: (file) => formatDate(file.createdAt) },
        {
          accessor: "actions",
          title: <VisuallyHidden>{t("actions.label")}</VisuallyHidden>,
          width: 48,
          render: (file) => (
            <DeleteAction label={t("files.delete", { name: file.uploadName })} onClick={() => onDelete(file)} />
          ),
        },
      ]}
    />
  );
}
