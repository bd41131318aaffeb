import { languages, plantCreateSchema, plantTypes } from "@app/contract";
import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import type { PlantValues } from "../plant-values";

const max = (field: string) => maxLengthOf(plantCreateSchema, field);

/** A plant's own fields: its type, what it is, the address, area and location, and the notices' language. */
export function PlantFields({ form }: { form: UseFormReturnType<PlantValues> }) {
  const { t } = useTranslation("plants");
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t("fields.plantType")}
          required
          allowDeselect={false}
          data={plantTypes.map((type) => ({ value: type, label: t(`plantTypes.${type}`) }))}
          {...form.getInputProps("plantType")}
        />
        <TextInput
          label={t("fields.kind")}
          description={t("form.kindHint")}
          maxLength={max("kind")}
          {...form.getInputProps("kind")}
        />
      </SimpleGrid>
      <TextInput label={t("fields.street")} maxLength={max("address.street")} {...form.getInputProps("street")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t("fields.postcode")}
          maxLength={max("address.postcode")}
          {...form.getInputProps("postcode")}
        />
        <TextInput label={t("fields.city")} maxLength={max("address.city")} {...form.getInputProps("city")} />
        <TextInput
          label={t("fields.country")}
          maxLength={2}
          {...form.getInputProps("country")}
          error={form.errors["address.country"]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("fields.area")}
          description={t("form.areaHint")}
          maxLength={max("area")}
          {...form.getInputProps("area")}
        />
        <Select
          label={t("fields.language")}
          description={t("form.languageHint")}
          placeholder={t("form.customersLanguage")}
          allowDeselect={false}
          data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          {...form.getInputProps("language")}
        />
      </SimpleGrid>
      <Textarea
        label={t("fields.location")}
        description={t("form.locationHint")}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={max("location")}
        {...form.getInputProps("location")}
      />
    </>
  );
}
