import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import type { Draft } from "../draft";

/** Start and due: a date and an optional wall-clock time (HH:MM) each; a time needs its date. */
export function TaskDates({ form, readOnly }: { form: UseFormReturnType<Draft>; readOnly: boolean }) {
  const { t } = useTranslation("tasks");
  const draft = form.values;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <IsoDateInput
        label={t("fields.startDate")}
        value={draft.startDate}
        readOnly={readOnly}
        onChange={(date) => form.setFieldValue("startDate", date)}
      />
      <TextInput
        label={t("fields.startTime")}
        placeholder="HH:MM"
        maxLength={5}
        readOnly={readOnly}
        disabled={!draft.startDate && !readOnly}
        {...form.getInputProps("startTime")}
      />
      <IsoDateInput
        label={t("fields.dueDate")}
        value={draft.dueDate}
        readOnly={readOnly}
        onChange={(date) => form.setFieldValue("dueDate", date)}
      />
      <TextInput
        label={t("fields.dueTime")}
        placeholder="HH:MM"
        maxLength={5}
        readOnly={readOnly}
        disabled={!draft.dueDate && !readOnly}
        {...form.getInputProps("dueTime")}
      />
    </SimpleGrid>
  );
}
