import { repeatFrequencies, weekdays } from "@app/contract";
import { Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { describeRule, type Frequency, type RepeatDraft, rruleOf } from "../repeat";

interface Props {
  value: RepeatDraft;
  startDate: string | null;
  onChange: (repeat: RepeatDraft) => void;
  error?: string;
}

/** How the subscription repeats (daily, weekly on weekdays, monthly, yearly; every N), said in a sentence. */
export function RepeatFields({ value, startDate, onChange, error }: Props) {
  const { t, i18n } = useTranslation("orderSubscriptions");
  const rrule = rruleOf(value);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t("repeat.frequency")}
          data={repeatFrequencies.map((freq) => ({ value: freq, label: t(`repeat.freq.${freq}`) }))}
          allowDeselect={false}
          value={value.freq}
          onChange={(freq) => freq && onChange({ ...value, freq: freq as Frequency })}
        />
        <NumberInput
          label={t("repeat.interval")}
          min={1}
          max={99}
          allowDecimal={false}
          value={value.interval}
          onChange={(interval) => onChange({ ...value, interval })}
          error={error}
        />
      </SimpleGrid>
      {value.freq === "WEEKLY" && (
        <Chip.Group
          multiple
          value={value.byWeekday}
          onChange={(days) => onChange({ ...value, byWeekday: days as RepeatDraft["byWeekday"] })}
        >
          <Group gap={6} role="group" aria-label={t("repeat.weekdays")}>
            {weekdays.map((day) => (
              <Chip key={day} value={day} size="xs" aria-label={t(`repeat.weekday.${day}`)}>
                {t(`repeat.weekdayShort.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {rrule && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {describeRule(rrule, startDate, t, i18n.language)}
        </Text>
      )}
    </Stack>
  );
}
