import { DATE_FORMAT, isIsoDate } from "@app/contract";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/** Only a whole YYYY-MM-DD is a date: half-typed text ("2026-03-0") never becomes one. */
const parseIsoDate = (text: string) => (isIsoDate(text.trim()) ? text.trim() : null);

/** A date field in the app's one format (YYYY-MM-DD), typed or picked (weeks start on Monday). */
export function IsoDateInput({
  label,
  value,
  onChange,
  readOnly,
  disabled,
  clearable = true,
  placeholder = DATE_FORMAT,
  ...rest
}: Omit<DateInputProps, "value" | "onChange" | "label"> & {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...rest}
      label={label}
      value={value}
      onChange={onChange}
      valueFormat={DATE_FORMAT}
      dateParser={parseIsoDate}
      placeholder={placeholder}
      readOnly={readOnly}
      disabled={disabled}
      clearable={clearable && !readOnly && !disabled}
      clearButtonProps={{ "aria-label": t("dates.clear", { field: label }) }}
      ariaLabels={{
        nextMonth: t("dates.nextMonth"),
        previousMonth: t("dates.previousMonth"),
        nextYear: t("dates.nextYear"),
        previousYear: t("dates.previousYear"),
        nextDecade: t("dates.nextDecade"),
        previousDecade: t("dates.previousDecade"),
        monthLevelControl: t("dates.monthLevelControl"),
        yearLevelControl: t("dates.yearLevelControl"),
      }}
    />
  );
}
