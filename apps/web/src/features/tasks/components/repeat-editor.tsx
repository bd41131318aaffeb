import { weekdays } from "@app/contract";
import { Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import type { Draft, RepeatEnd, RepeatFrequency } from "../draft";
import { describeRepeat } from "../repeat-text";

const frequencies: RepeatFrequency[] = ["NONE", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"];
const ends: RepeatEnd[] = ["never", "until", "count"];

/** How the task repeats (none, daily, weekly on weekdays, monthly, yearly; every N; its end), said in a sentence. */
export function RepeatEditor({ form, readOnly }: { form: UseFormReturnType<Draft>; readOnly: boolean }) {
  const { t, i18n } = useTranslation("tasks");
  const repeat = form.values.repeat;
  const sentence = describeRepeat(repeat, t, i18n.language);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t("repeat.label")}
          data={frequencies.map((freq) => ({ value: freq, label: t(`repeat.freq.${freq}`) }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps("repeat.freq")}
        />
        {repeat.freq !== "NONE" && (
          <NumberInput
            label={t("repeat.interval")}
            min={1}
            max={99}
            allowDecimal={false}
            readOnly={readOnly}
            {...form.getInputProps("repeat.interval")}
          />
        )}
        {repeat.freq !== "NONE" && (
          <Select
            label={t("repeat.ends")}
            data={ends.map((end) => ({ value: end, label: t(`repeat.end.${end}`) }))}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps("repeat.end")}
          />
        )}
      </SimpleGrid>
      {repeat.freq === "WEEKLY" && (
        <Chip.Group multiple value={repeat.byWeekday} onChange={(days) => form.setFieldValue("repeat.byWeekday", days)}>
          <Group gap={6} role="group" aria-label={t("repeat.weekdays")}>
            {weekdays.map((day) => (
              <Chip key={day} value={day} size="xs" disabled={readOnly} aria-label={t(`repeat.weekday.${day}`)}>
                {t(`repeat.weekdayShort.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {repeat.freq !== "NONE" && repeat.end === "until" && (
        <IsoDateInput
          label={t("repeat.until")}
          value={repeat.until}
          readOnly={readOnly}
          onChange={(until) => form.setFieldValue("repeat.until", until)}
          maw={220}
        />
      )}
      {repeat.freq !== "NONE" && repeat.end === "count" && (
        <NumberInput
          label={t("repeat.count")}
          min={1}
          max={999}
          allowDecimal={false}
          readOnly={readOnly}
          maw={220}
          {...form.getInputProps("repeat.count")}
        />
      )}
      {form.errors.repeat ? (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.repeat}
        </Text>
      ) : (
        sentence && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {sentence}
          </Text>
        )
      )}
    </Stack>
  );
}
