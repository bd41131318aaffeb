import type { Order } from "@app/contract";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatPercent, formatQuantity } from "../../../lib/money";
import type { Scope } from "../api/keys";
import { useRuleText, useUnitName } from "../labels";
import { LinesEditor } from "./lines-editor";
import { OrderTotals } from "./order-totals";

/** The order's lines with the rule of each price, and its totals; edited in place while allowed. */
export function OrderLines({ scope, order, editable }: { scope: Scope; order: Order; editable: boolean }) {
  const { t, i18n } = useTranslation("orders");
  const ruleText = useRuleText();
  const unitName = useUnitName();
  const [editing, setEditing] = useState(false);
  const money = (ore: number) => formatMoney(ore, i18n.language);
  const heading = (
    <Title order={3} fz="h5">
      {t("lines.title")}
    </Title>
  );
  if (editing && editable)
    return (
      <Stack gap="sm">
        {heading}
        <LinesEditor scope={scope} order={order} onDone={() => setEditing(false)} />
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {heading}
        {editable && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t("lines.edit")}
          </Button>
        )}
      </Group>
      {order.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("lines.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table aria-label={t("lines.tableLabel")} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("lines.description")}</Table.Th>
                <Table.Th ta="right">{t("lines.quantity")}</Table.Th>
                <Table.Th ta="right">{t("lines.unitPrice")}</Table.Th>
                <Table.Th ta="right">{t("lines.discount")}</Table.Th>
                <Table.Th ta="right">{t("lines.vat")}</Table.Th>
                <Table.Th ta="right">{t("lines.net")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm">{line.description}</Text>
                    {line.choices.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {line.choices
                          .filter((choice) => choice.name !== null)
                          .map((choice) => t("lines.choice", { option: choice.optionName, choice: choice.name }))
                          .join(" · ")}
                      </Text>
                    )}
                    {line.product && (
                      <Text size="xs" c="dimmed">
                        {line.product.number}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatQuantity(line.quantity, i18n.language)} {unitName(line.unitCode)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{money(line.unitPriceOre)}</Text>
                    <Text size="xs" c="dimmed">
                      {ruleText(line)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.discountPercent ? formatPercent(line.discountPercent, i18n.language) : ""}
                  </Table.Td>
                  <Table.Td ta="right">{formatPercent(line.vatRate, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{money(line.netOre)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OrderTotals totals={order.totals} />
    </Stack>
  );
}
