import { vatRates } from "@app/contract";
import { Select, SimpleGrid, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { ProductDraft } from "../form";
import { MoneyInput } from "./money-input";

/** VAT rate, purchase and sales price (kronor typed, öre sent) and whether the product is in use. */
export function ProductPriceFields({ form }: { form: UseFormReturnType<ProductDraft> }) {
  const { t } = useTranslation("products");
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t("fields.vatRate")}
          allowDeselect={false}
          data={vatRates.map((rate) => ({ value: String(rate), label: t("fields.vatPercent", { rate }) }))}
          {...form.getInputProps("vatRate")}
        />
        <MoneyInput
          label={t("fields.purchasePrice")}
          placeholder={t("fields.moneyPlaceholder")}
          {...form.getInputProps("purchasePriceOre")}
        />
        <MoneyInput
          label={t("fields.salesPrice")}
          description={t("fields.salesPriceHint")}
          placeholder={t("fields.moneyPlaceholder")}
          required
          {...form.getInputProps("salesPriceOre")}
        />
      </SimpleGrid>
      <Switch label={t("fields.active")} {...form.getInputProps("active", { type: "checkbox" })} />
    </>
  );
}
