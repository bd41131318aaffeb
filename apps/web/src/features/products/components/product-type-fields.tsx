import { beastPricings, distributionTypes, plantTypes, productTypeFields } from "@app/contract";
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { ProductDraft } from "../form";
import { ProductOptionsFields } from "./product-options-fields";

/** The fields the product's type adds (productTypeFields of the contract); a simple product has none. */
export function ProductTypeFields({ form }: { form: UseFormReturnType<ProductDraft> }) {
  const { t } = useTranslation("products");
  const spec = productTypeFields[form.values.type];
  const has = (field: string) => ([...spec.required, ...spec.optional] as readonly string[]).includes(field);
  const needs = (field: string) => (spec.required as readonly string[]).includes(field);
  if (form.values.type === "configurable") return <ProductOptionsFields form={form} />;
  if (spec.required.length === 0 && spec.optional.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {has("durationMinutes") && (
        <NumberInput
          label={t("fields.duration")}
          min={1}
          allowDecimal={false}
          required={needs("durationMinutes")}
          {...form.getInputProps("durationMinutes")}
        />
      )}
      {has("distributionType") && (
        <Select
          label={t("fields.distributionType")}
          required={needs("distributionType")}
          data={distributionTypes.map((value) => ({ value, label: t(`distribution.${value}`) }))}
          {...form.getInputProps("distributionType")}
        />
      )}
      {has("weightGrams") && (
        <TextInput label={t("fields.weight")} inputMode="decimal" {...form.getInputProps("weightGrams")} />
      )}
      {has("plantType") && (
        <Select
          label={t("fields.plantType")}
          required={needs("plantType")}
          data={plantTypes.map((value) => ({ value, label: t(`plant.${value}`) }))}
          {...form.getInputProps("plantType")}
        />
      )}
      {has("beastPricing") && (
        <Select
          label={t("fields.beastPricing")}
          required={needs("beastPricing")}
          data={beastPricings.map((value) => ({ value, label: t(`beast.${value}`) }))}
          {...form.getInputProps("beastPricing")}
        />
      )}
      {has("species") && <TextInput label={t("fields.species")} {...form.getInputProps("species")} />}
    </SimpleGrid>
  );
}
