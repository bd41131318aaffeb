import { productCreateSchema, productTypes } from "@app/contract";
import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import { useCategories } from "../api/categories";
import type { Scope } from "../api/keys";
import type { ProductDraft } from "../form";
import { categoryOptions, useUnitOptions } from "../labels";

const max = (field: string) => maxLengthOf(productCreateSchema, field);

/** What a product is: number, name, description, type, unit and category. */
export function ProductFields({
  scope,
  form,
  autoFocus,
}: {
  scope: Scope;
  form: UseFormReturnType<ProductDraft>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("products");
  const units = useUnitOptions();
  const categories = useCategories(scope);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("fields.name")}
          required
          data-autofocus={autoFocus || undefined}
          maxLength={max("name")}
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("fields.number")}
          description={t("fields.numberHint")}
          maxLength={max("number")}
          {...form.getInputProps("number")}
        />
        <Select
          label={t("fields.type")}
          allowDeselect={false}
          data={productTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          {...form.getInputProps("type")}
        />
        <Select
          label={t("fields.unit")}
          allowDeselect={false}
          searchable
          data={units}
          {...form.getInputProps("unitCode")}
        />
        <Select
          label={t("fields.category")}
          placeholder={t("fields.noCategory")}
          clearable
          searchable
          data={categoryOptions(categories.data ?? [])}
          {...form.getInputProps("categoryId")}
        />
      </SimpleGrid>
      <Textarea
        label={t("fields.description")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={max("description")}
        {...form.getInputProps("description")}
      />
    </>
  );
}
