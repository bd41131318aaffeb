import type { ProductImportRow } from "@app/contract";
import { Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
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

/** The preview's lines: line, state, number, name, type, unit, VAT, sales price (as read to öre) and the reason. */
export function ImportPreviewTable({ rows }: { rows: ProductImportRow[] }) {
  const { t, i18n } = useTranslation("products");
  const reason = useReason();
  return (
    <Table.ScrollContainer minWidth={720} mah={360}>
      <Table striped stickyHeader aria-label={t("import.previewTable")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("import.line")}</Table.Th>
            <Table.Th>{t("import.state")}</Table.Th>
            <Table.Th>{t("import.column.number")}</Table.Th>
            <Table.Th>{t("import.column.name")}</Table.Th>
            <Table.Th>{t("import.column.type")}</Table.Th>
            <Table.Th>{t("import.column.unit")}</Table.Th>
            <Table.Th>{t("import.column.salesPrice")}</Table.Th>
            <Table.Th>{t("import.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                <Badge color={colours[row.status]} variant="light">
                  {t(`import.status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.number ?? ""}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.type ? t(`type.${row.type}`) : ""}</Table.Td>
              <Table.Td>{row.unitCode ?? ""}</Table.Td>
              <Table.Td>{row.salesPriceOre === null ? "" : formatMoney(row.salesPriceOre, i18n.language)}</Table.Td>
              <Table.Td>{reason(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
