import { taskCreateSchema, taskImportances, taskTypes, taskVisibilities } from "@app/contract";
import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { maxLengthOf } from "../../../lib/forms";
import type { Scope } from "../api/keys";
import type { Draft } from "../draft";
import { RepeatEditor } from "./repeat-editor";
import { TaskDates } from "./task-dates";

export const TITLE_MAX = maxLengthOf(taskCreateSchema, "title");
export const DESCRIPTION_MAX = maxLengthOf(taskCreateSchema, "description");

/** Every field of a task that is saved with the form (sub tasks and time are saved on their own). */
export function TaskFields({
  scope,
  form,
  readOnly,
}: {
  scope: Scope;
  form: UseFormReturnType<Draft>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("tasks");
  const draft = form.values;
  return (
    <Stack gap="sm">
      <TextInput
        label={t("fields.title")}
        required
        data-autofocus
        readOnly={readOnly}
        {...form.getInputProps("title")}
      />
      <Textarea
        label={t("fields.description")}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t("fields.type")}
          data={taskTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps("type")}
        />
        <Select
          label={t("fields.importance")}
          data={taskImportances.map((level) => ({ value: level, label: t(`importances.${level}`) }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps("importance")}
        />
      </SimpleGrid>
      <TaskDates form={form} readOnly={readOnly} />
      <MemberMultiSelect
        scope={scope}
        label={t("fields.members")}
        value={draft.members.map((member) => ({ email: "", ...member }))}
        disabled={readOnly}
        onAdd={(user) => form.setFieldValue("members", (list) => [...list, { id: user.id, name: user.name }])}
        onRemove={(user) => form.setFieldValue("members", (list) => list.filter((m) => m.id !== user.id))}
        error={form.errors.memberIds ? String(form.errors.memberIds) : undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="task-visibility">
          {t("fields.visibility")}
        </Text>
        <SegmentedControl
          aria-labelledby="task-visibility"
          w="fit-content"
          disabled={readOnly}
          data={taskVisibilities.map((value) => ({ value, label: t(`visibility.${value}`) }))}
          {...form.getInputProps("visibility")}
        />
        <Text size="xs" c="dimmed">
          {t(`visibility.hint${draft.visibility}`)}
        </Text>
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={`${t("fields.estimate")}: ${t("fields.hours")}`}
          min={0}
          allowDecimal={false}
          readOnly={readOnly}
          {...form.getInputProps("estimateHours")}
          error={form.errors.estimateMinutes}
        />
        <NumberInput
          label={`${t("fields.estimate")}: ${t("fields.minutes")}`}
          min={0}
          max={59}
          allowDecimal={false}
          readOnly={readOnly}
          {...form.getInputProps("estimateMinutes")}
          error={undefined}
        />
      </SimpleGrid>
      <RepeatEditor form={form} readOnly={readOnly} />
    </Stack>
  );
}
