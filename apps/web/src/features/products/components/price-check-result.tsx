import type { PriceCheck } from "@app/contract";
import { Alert, Loader, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataField } from "../../../components/data-field";
import { errorText } from "../../../lib/error-text";
import { formatMoney } from "../../../lib/money";
import { useRuleText } from "../rule-text";

interface Props {
  check: { data: PriceCheck | undefined; isFetching: boolean; isError: boolean; error: unknown };
  asked: boolean;
}

/** The price the check answered: unit price, total, VAT, and why (the rule in words). */
export function PriceCheckResult({ check, asked }: Props) {
  const { t, i18n } = useTranslation("products");
  const ruleText = useRuleText();
  if (!asked)
    return (
      <Text size="sm" c="dimmed">
        {t("priceCheck.pickProduct")}
      </Text>
    );
  if (check.isError) return <Alert color="red">{errorText(check.error, t("priceCheck.failed"))}</Alert>;
  if (!check.data) return <Loader size="sm" aria-label={t("priceCheck.loading")} />;
  const data = check.data;
  const money = (ore: number) => formatMoney(ore, i18n.language);
  return (
    <div aria-live="polite" aria-busy={check.isFetching}>
      <Text size="sm" fw={500} mb="xs" data-testid="price-rule">
        {ruleText(data)}
      </Text>
      {data.choices.map((choice) => (
        <Text key={choice.id} size="sm" c="dimmed">
          {t("priceCheck.choice", {
            option: choice.optionName,
            choice: choice.name,
            change: `${choice.priceChangeOre >= 0 ? "+" : ""}${money(choice.priceChangeOre)}`,
          })}
        </Text>
      ))}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
        <DataField label={t("priceCheck.unitPrice")}>{money(data.unitPriceOre)}</DataField>
        <DataField label={t("priceCheck.total")}>{money(data.totalOre)}</DataField>
        <DataField label={t("priceCheck.vat", { rate: data.vatRate })}>{money(data.vatOre)}</DataField>
        <DataField label={t("priceCheck.totalWithVat")}>{money(data.totalWithVatOre)}</DataField>
      </SimpleGrid>
    </div>
  );
}
