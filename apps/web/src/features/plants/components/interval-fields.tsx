import { Checkbox, Fieldset, NumberInput, SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { type PlantValues, sentIntervals } from "../plant-values";

/** Per budning type: whether the plant is due for it, every how many months, and its next due date. */
export function IntervalFields({ form }: { form: UseFormReturnType<PlantValues> }) {
  const { t } = useTranslation("plants");
  const sent = sentIntervals(form.values);
  return (
    <Fieldset legend={t("section.intervals")} variant="unstyled">
      <Stack gap="xs">
        {form.values.intervals.map((interval, index) => {
          // The schema names a problem by the interval's place among those sent.
          const at = `intervals.${sent.indexOf(interval)}`;
          const name = t(`types.${interval.type}`);
          return (
            <SimpleGrid key={interval.type} cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing={4}>
              <Checkbox
                mt={{ sm: 30 }}
                label={name}
                checked={interval.enabled}
                onChange={(event) => form.setFieldValue(`intervals.${index}.enabled`, event.currentTarget.checked)}
              />
              <NumberInput
                label={t("form.intervalMonths", { type: name })}
                disabled={!interval.enabled}
                min={1}
                max={120}
                allowDecimal={false}
                allowNegative={false}
                value={interval.intervalMonths}
                onChange={(value) => form.setFieldValue(`intervals.${index}.intervalMonths`, value)}
                error={interval.enabled ? form.errors[`${at}.intervalMonths`] : undefined}
              />
              <IsoDateInput
                label={t("form.nextDue", { type: name })}
                disabled={!interval.enabled}
                value={interval.nextDue}
                onChange={(nextDue) => form.setFieldValue(`intervals.${index}.nextDue`, nextDue)}
                error={interval.enabled ? form.errors[`${at}.nextDue`] : undefined}
              />
            </SimpleGrid>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
