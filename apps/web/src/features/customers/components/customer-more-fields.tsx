import { CUSTOMER_TAGS_MAX, customerCreateSchema, languages } from "@app/contract";
import { NumberInput, Select, SimpleGrid, TagsInput, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MemberSelect } from "../../../components/member-select";
import { maxLengthOf } from "../../../lib/forms";
import type { Scope } from "../api/keys";
import type { EditDraft } from "./customer-edit-form";

/** The fields only the customer page edits: homepage, GLN, payment terms, invoice email, language, responsible, tags, notes. */
export function CustomerMoreFields({ scope, form }: { scope: Scope; form: UseFormReturnType<EditDraft> }) {
  const { t } = useTranslation("customers");
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t("fields.homepage")} {...form.getInputProps("homepage")} />
        <TextInput label={t("fields.gln")} maxLength={13} {...form.getInputProps("gln")} />
        <NumberInput
          label={t("fields.paymentTerms")}
          min={0}
          max={365}
          allowDecimal={false}
          {...form.getInputProps("paymentTermsDays")}
        />
        <TextInput label={t("fields.invoiceEmail")} type="email" {...form.getInputProps("invoiceEmail")} />
        <Select
          label={t("fields.language")}
          data={languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps("language")}
        />
        <MemberSelect
          scope={scope}
          label={t("fields.responsible")}
          value={form.values.responsible}
          onChange={(user) => form.setFieldValue("responsible", user)}
          clearLabel={t("details.clearResponsible")}
        />
        <TagsInput label={t("fields.tags")} maxTags={CUSTOMER_TAGS_MAX} clearable {...form.getInputProps("tags")} />
      </SimpleGrid>
      <Textarea
        label={t("fields.notes")}
        autosize
        minRows={2}
        maxLength={maxLengthOf(customerCreateSchema, "notes")}
        {...form.getInputProps("notes")}
      />
    </>
  );
}
