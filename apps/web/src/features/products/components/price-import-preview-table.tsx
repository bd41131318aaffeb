import type { PriceImportRow } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ImportPreviewTable } from "../../../components/import-preview-table";
import { formatMoney } from "../../../lib/money";

const colours = { new: "green", changed: "blue", unchanged: "gray", invalid: "red" } as const;

/** What is wrong with a line, in the language shown. */
function useReason() {
  const { t } = useTranslation("products");
  return (row: PriceImportRow) => {
    if (row.status !== "invalid" || !row.problem) return "";
    const column = row.field ? t(`priceImport.column.${row.field}`) : "";
    if (row.problem === "otherLineInvalid" && row.otherLine === null)
      return t("priceImport.problem.otherLineInvalidNone");
    return t(`priceImport.problem.${row.problem}`, { column, line: row.otherLine ?? "" });
  };
}

/** The preview's lines: line, state, number, name, from quantity, price as read to öre, the list's price now and the reason. */
export function PriceImportPreviewTable({ rows }: { rows: PriceImportRow[] }) {
  const { t, i18n } = useTranslation("products");
  const reason = useReason();
  const money = (ore: number | null) => (ore === null ? "" : formatMoney(ore, i18n.language));
  return (
    <ImportPreviewTable
      label={t("priceImport.previewTable")}
      rows={rows}
      minWidth={720}
      lineHeading={t("priceImport.line")}
      stateHeading={t("priceImport.state")}
      state={(status) => ({ label: t(`priceImport.status.${status}`), colour: colours[status] })}
      columns={[
        { heading: t("priceImport.column.number"), cell: (row) => row.number ?? "" },
        { heading: t("priceImport.column.name"), cell: (row) => row.name },
        {
          heading: t("priceImport.fromQuantity"),
          cell: (row) => (row.fromQuantity === null ? "" : row.fromQuantity.toLocaleString(i18n.language)),
        },
        { heading: t("priceImport.price"), cell: (row) => money(row.priceOre) },
        {
          heading: t("priceImport.currentPrice"),
          cell: (row) => (row.status === "changed" ? money(row.currentPriceOre) : ""),
        },
        { heading: t("priceImport.reason"), cell: reason },
      ]}
    />
  );
}
