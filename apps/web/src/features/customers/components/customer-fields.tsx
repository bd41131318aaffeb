import { customerCreateSchema } from "@app/contract";
import { Group, Radio, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
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
            {...form.getInputProps("personalNumber")}
          />
        ) : (
          <TextInput label={t("fields.orgNumber")} placeholder="NNNNNN-NNNN" {...form.getInputProps("orgNumber")} />
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
