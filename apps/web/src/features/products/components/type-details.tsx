import type { Product } from "@app/contract";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataField } from "../../../components/data-field";
import { formatMoney } from "../../../lib/money";

/** What the product's type adds, as read. */
export function TypeDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation("products");
  const money = (ore: number) => `${ore >= 0 ? "+" : ""}${formatMoney(ore, i18n.language)}`;
  return (
    <>
      {product.durationMinutes !== null && (
        <DataField label={t("fields.duration")}>{t("details.minutes", { count: product.durationMinutes })}</DataField>
      )}
      {product.distributionType && (
        <DataField label={t("fields.distributionType")}>{t(`distribution.${product.distributionType}`)}</DataField>
      )}
      {product.weightGrams !== null && (
        <DataField label={t("fields.weight")}>
          {t("details.kilograms", { value: (product.weightGrams / 1000).toLocaleString(i18n.language) })}
        </DataField>
      )}
      {product.plantType && <DataField label={t("fields.plantType")}>{t(`plant.${product.plantType}`)}</DataField>}
      {product.beastPricing && (
        <DataField label={t("fields.beastPricing")}>{t(`beast.${product.beastPricing}`)}</DataField>
      )}
      {product.species && <DataField label={t("fields.species")}>{product.species}</DataField>}
      {product.options.map((option) => (
        <DataField key={option.id} label={option.name}>
          <List size="sm" spacing={2}>
            {option.choices.map((choice) => (
              <List.Item key={choice.id}>
                <Text span size="sm">
                  {choice.name}
                </Text>
                {choice.priceChangeOre !== 0 && (
                  <Text span size="sm" c="dimmed">{` (${money(choice.priceChangeOre)})`}</Text>
                )}
              </List.Item>
            ))}
          </List>
        </DataField>
      ))}
    </>
  );
}
