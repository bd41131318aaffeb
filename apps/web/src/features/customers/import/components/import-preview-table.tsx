import type { CustomerImportRow } from "@app/contract";
import { Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";

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
    <Table.ScrollContainer minWidth={640} mah={360}>
      <Table striped stickyHeader aria-label={t("transfer.previewTable")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("transfer.line")}</Table.Th>
            <Table.Th>{t("transfer.state")}</Table.Th>
            <Table.Th>{t("transfer.column.name")}</Table.Th>
            <Table.Th>{t("transfer.number")}</Table.Th>
            <Table.Th>{t("transfer.column.email")}</Table.Th>
            <Table.Th>{t("transfer.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                <Badge color={colours[row.status]} variant="light">
                  {t(`transfer.status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.orgNumber ?? row.personalNumber ?? ""}</Table.Td>
              <Table.Td>{row.email ?? ""}</Table.Td>
              <Table.Td>{reason(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
