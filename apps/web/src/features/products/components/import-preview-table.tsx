import type { ProductImportRow } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ImportPreviewTable as FilePreviewTable } from "../../../components/import-preview-table";
import { formatMoney } from "../../../lib/money";

const colours = { new: "green", duplicate: "yellow", invalid: "red" } as const;

/** What is wrong with a line, or whose duplicate it is, in the language shown. */
function useReason() {
  const { t } = useTranslation("products");
  return (row: ProductImportRow) => {
    const column = row.field ? t(`import.column.${row.field}`) : "";
    if (row.status === "duplicate" && row.duplicateOf) {
      return row.duplicateOf.line === null
        ? t("import.duplicateOfProduct", { name: row.duplicateOf.name })
        : t("import.duplicateOfLine", { line: row.duplicateOf.line });
    }
    if (row.status === "invalid" && row.problem) return t(`import.problem.${row.problem}`, { column });
    return "";
  };
}

/** The preview's lines: line, state, number, name, type, unit, sales price (as read to öre) and the reason. */
export function ImportPreviewTable({ rows }: { rows: ProductImportRow[] }) {
  const { t, i18n } = useTranslation("products");
  const reason = useReason();
  return (
    <FilePreviewTable
      label={t("import.previewTable")}
      rows={rows}
      minWidth={720}
      lineHeading={t("import.line")}
      stateHeading={t("import.state")}
      state={(status) => ({ label: t(`import.status.${status}`), colour: colours[status] })}
      columns={[
        { heading: t("import.column.number"), cell: (row) => row.number ?? "" },
        { heading: t("import.column.name"), cell: (row) => row.name },
        { heading: t("import.column.type"), cell: (row) => (row.type ? t(`type.${row.type}`) : "") },
        { heading: t("import.column.unit"), cell: (row) => row.unitCode ?? "" },
        {
          heading: t("import.column.salesPrice"),
          cell: (row) => (row.salesPriceOre === null ? "" : formatMoney(row.salesPriceOre, i18n.language)),
        },
        { heading: t("import.reason"), cell: reason },
      ]}
    />
  );
}
