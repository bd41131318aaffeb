import type { CompanyFile } from "@app/contract";
import { Anchor, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { DeleteAction } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { formatSize } from "../../../lib/format-size";

/** One page of the company's files; a name downloads the file, and with `onDelete` a row can be deleted. */
export function CompanyFilesTable({
  files,
  onDownload,
  onDelete,
}: {
  files: CompanyFile[];
  onDownload: (file: CompanyFile) => void;
  onDelete?: (file: CompanyFile) => void;
}) {
  const { t } = useTranslation("companySettings");
  const actions: ListColumn<CompanyFile> = {
    accessor: "actions",
    title: <VisuallyHidden>{t("files.actions")}</VisuallyHidden>,
    width: 60,
    render: (file) =>
      onDelete && <DeleteAction label={t("files.delete", { name: file.uploadName })} onClick={() => onDelete(file)} />,
  };
  return (
    <ListTable<CompanyFile>
      aria-label={t("files.title")}
      records={files}
      columns={[
        {
          accessor: "uploadName",
          title: t("files.name"),
          cellsStyle: () => ({ overflowWrap: "anywhere" }),
          render: (file) => (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => onDownload(file)}
              aria-label={t("files.download", { name: file.uploadName })}
            >
              {file.uploadName}
            </Anchor>
          ),
        },
        { accessor: "size", title: t("files.size"), width: 100, render: (file) => formatSize(file.size) },
        {
          accessor: "createdBy",
          title: t("files.addedBy"),
          width: 180,
          visibleFrom: "sm",
          render: (file) => file.createdBy?.name ?? t("files.unknown"),
        },
        { accessor: "createdAt", title: t("files.added"), width: 120, render: (file) => formatDate(file.createdAt) },
        ...(onDelete ? [actions] : []),
      ]}
    />
  );
}
