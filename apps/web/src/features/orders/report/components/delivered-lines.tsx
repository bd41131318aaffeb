import type { OrderReport } from "@app/contract";
import { Table, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "../../../../lib/money";
import { useUnitName } from "../../labels";
import type { ReportForm } from "../form";

/** Each order line with what was ordered and a field for what was delivered. */
export function DeliveredLines({ report, form }: { report: OrderReport; form: ReportForm }) {
  const { t, i18n } = useTranslation("orderReport");
  const unitName = useUnitName();
  return (
    <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("lines.line")}</Table.Th>
            <Table.Th>{t("lines.ordered")}</Table.Th>
            <Table.Th>{t("lines.delivered")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((line, index) => (
            <Table.Tr key={line.lineId}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td>
                {formatQuantity(line.orderedQuantity, i18n.language)} {unitName(line.unitCode)}
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t("lines.deliveredOf", { description: line.description })}
                  inputMode="decimal"
                  w={120}
                  {...form.getInputProps(`lines.${index}.deliveredQuantity`)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
