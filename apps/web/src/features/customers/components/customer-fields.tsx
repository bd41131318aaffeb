import { customerCreateSchema, normaliseOrgNumber, normalisePersonalNumber } from "@app/contract";
import { Group, Radio, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import type { CustomerDraft } from "../form";

const max = (field: string) => maxLengthOf(customerCreateSchema, field);

/** The fields a customer is created with (and edited in place): kind, name, number, identity, VAT, email, phone. */
export function CustomerFields<T extends CustomerDraft>({
  form,
  autoFocus,
}: {
  form: UseFormReturnType<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("customers");
  const person = form.values.kind === "person";
  // A valid number is shown as it will be stored (5560360793 → 556036-0793) once the field is left.
  const written = (field: "orgNumber" | "personalNumber", normalise: (text: string) => string | null) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const value = normalise(form.values[field]);
        if (value) form.setFieldValue(field, value as never);
        props.onBlur?.(event);
      },
    };
  };
  return (
    <>
      <Radio.Group label={t("fields.kind")} {...form.getInputProps("kind")}>
        <Group gap="md" mt={4}>
          <Radio value="organisation" label={t("kind.organisation")} />
          <Radio value="person" label={t("kind.person")} />
        </Group>
      </Radio.Group>
      <TextInput
        label={t("fields.name")}
        required
        data-autofocus={autoFocus || undefined}
        maxLength={max("name")}
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("fields.number")}
          description={t("fields.numberHint")}
          maxLength={max("number")}
          {...form.getInputProps("number")}
        />
        {person ? (
          <TextInput
            label={t("fields.personalNumber")}
            placeholder="YYYYMMDD-NNNN"
            autoComplete="off"
            {...written("personalNumber", normalisePersonalNumber)}
          />
        ) : (
          <TextInput
            label={t("fields.orgNumber")}
            placeholder="NNNNNN-NNNN"
            {...written("orgNumber", normaliseOrgNumber)}
          />
        )}
        <TextInput
          label={t("fields.vatNumber")}
          description={person ? undefined : t("fields.vatHint")}
          {...form.getInputProps("vatNumber")}
        />
        <TextInput label={t("fields.email")} type="email" {...form.getInputProps("email")} />
        <TextInput label={t("fields.phone")} type="tel" maxLength={max("phone")} {...form.getInputProps("phone")} />
      </SimpleGrid>
    </>
  );
}
