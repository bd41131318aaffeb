import { templateInputSchema } from "@app/contract";
import { Checkbox, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import type { TemplateForm } from "../template-draft";

const NAME_MAX = maxLengthOf(templateInputSchema, "name");
const DESCRIPTION_MAX = maxLengthOf(templateInputSchema, "description");

/** The template's own fields: name, description, default period and whether closing needs approval. */
export function TemplateFields({ form }: { form: TemplateForm }) {
  const { t } = useTranslation("investigations");
  return (
    <Stack gap="sm">
      <TextInput
        label={t("editor.name")}
        required
        data-autofocus
        maxLength={NAME_MAX}
        {...form.getInputProps("name")}
      />
      <Textarea
        label={t("editor.description")}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t("editor.periodDays")}
          description={t("editor.periodHint")}
          min={1}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("periodDays")}
        />
        <Checkbox
          mt={{ base: 0, sm: 32 }}
          label={t("editor.requiresApproval")}
          description={t("editor.requiresApprovalHint")}
          {...form.getInputProps("requiresApproval", { type: "checkbox" })}
        />
      </SimpleGrid>
    </Stack>
  );
}
