import type { OrderTotals as Totals } from "@app/contract";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/money";

/** Net, the VAT of each rate, and the gross (orderTotals). */
export function OrderTotals({ totals, note }: { totals: Totals; note?: string }) {
  const { t, i18n } = useTranslation("orders");
  const money = (ore: number) => formatMoney(ore, i18n.language);
  return (
    <Stack gap={2} align="flex-end" aria-label={t("totals.label")} role="group">
      <Group gap="md">
        <Text size="sm">{t("totals.net")}</Text>
        <Text size="sm" miw={110} ta="right">
          {money(totals.netOre)}
        </Text>
      </Group>
      {totals.vat.map((vat) => (
        <Group gap="md" key={vat.rate}>
          <Text size="sm">{t("totals.vat", { rate: vat.rate, base: money(vat.baseOre) })}</Text>
          <Text size="sm" miw={110} ta="right">
            {money(vat.vatOre)}
          </Text>
        </Group>
      ))}
      <Group gap="md">
        <Text size="sm" fw={600}>
          {t("totals.gross")}
        </Text>
        <Text size="sm" fw={600} miw={110} ta="right">
          {money(totals.grossOre)}
        </Text>
      </Group>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
