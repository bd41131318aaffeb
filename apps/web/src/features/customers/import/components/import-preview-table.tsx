import type { CustomerImportRow } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ImportPreviewTable as FilePreviewTable } from "../../../../components/import-preview-table";

const colours = { new: "green", duplicate: "yellow", invalid: "red" } as const;

/** What is wrong with a line, or whose duplicate it is, in the language shown. */
function useReason() {
  const { t } = useTranslation("customers");
  return (row: CustomerImportRow) => {
    const column = row.field ? t(`transfer.column.${row.field}`) : "";
    if (row.status === "duplicate" && row.duplicateOf) {
      return row.duplicateOf.line === null
        ? t("transfer.duplicateOfCustomer", { column, name: row.duplicateOf.name })
        : t("transfer.duplicateOfLine", { column, line: row.duplicateOf.line });
    }
    if (row.status === "invalid" && row.problem) return t(`transfer.problem.${row.problem}`, { column });
    return "";
  };
}

/** The preview's lines: line number, state, name, numbers, email, city and the reason. */
export function ImportPreviewTable({ rows }: { rows: CustomerImportRow[] }) {
  const { t } = useTranslation("customers");
  const reason = useReason();
  return (
    <FilePreviewTable
      label={t("transfer.previewTable")}
      rows={rows}
      lineHeading={t("transfer.line")}
      stateHeading={t("transfer.state")}
      state={(status) => ({ label: t(`transfer.status.${status}`), colour: colours[status] })}
      columns={[
        { heading: t("transfer.column.name"), cell: (row) => row.name },
        { heading: t("transfer.number"), cell: (row) => row.orgNumber ?? row.personalNumber ?? "" },
        { heading: t("transfer.column.email"), cell: (row) => row.email ?? "" },
        { heading: t("transfer.reason"), cell: reason },
      ]}
    />
  );
}
