import type { OrderReport } from "@app/contract";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/money";

function TotalRow({ label, ore, strong = false }: { label: string; ore: number; strong?: boolean }) {
  const { i18n } = useTranslation("orderReport");
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {formatMoney(ore, i18n.language)}
      </Text>
    </Group>
  );
}

/** The totals of the delivered quantities, as the server computed them (orderTotals). */
export function ReportTotals({ totals }: { totals: OrderReport["totals"] }) {
  const { t } = useTranslation("orderReport");
  return (
    <Stack gap={2} maw={320} ml="auto">
      <TotalRow label={t("totals.net")} ore={totals.netOre} />
      {totals.vat.map((vat) => (
        <TotalRow key={vat.rate} label={t("totals.vat", { rate: vat.rate })} ore={vat.vatOre} />
      ))}
      <TotalRow label={t("totals.gross")} ore={totals.grossOre} strong />
    </Stack>
  );
}
