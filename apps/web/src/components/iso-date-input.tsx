import { DATE_FORMAT, isIsoDate } from "@app/contract";
import { DateInput, type DateInputProps } from "@mantine/dates";
// The picker's month and day names in Swedish.
import "dayjs/locale/sv";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSwedishHolidays } from "../lib/use-holidays";
import classes from "./iso-date-input.module.css";

/** Only a whole YYYY-MM-DD is a date: half-typed text ("2026-03-0") never becomes one. */
const parseIsoDate = (text: string) => (isIsoDate(text.trim()) ? text.trim() : null);

/** The years a picker may show holidays of: around its value (or today), the few a deadline falls in. */
function holidayYears(value: string | null) {
  const year = Number((value ?? new Date().toISOString()).slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year + 3}-12-31` };
}

/**
 * The app's date field: a date in its one format (YYYY-MM-DD), typed or picked, with the months and days
 * named in the language shown (weeks start on Monday).
 * Swedish public holidays in its picker are marked like Sundays and named (their rules load when a
 * picker first opens).
 */
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
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const range = useMemo(() => holidayYears(value), [value]);
  const holidays = useSwedishHolidays(range, i18n.resolvedLanguage === "en" ? "en" : "sv", opened);
  const names = useMemo(() => new Map(holidays.map((holiday) => [holiday.date, holiday.name])), [holidays]);
  return (
    <DateInput
      {...rest}
      locale={i18n.language}
      popoverProps={{ ...rest.popoverProps, onOpen: () => setOpened(true) }}
      classNames={{ day: classes.day }}
      getDayProps={(date) => {
        const name = names.get(date.slice(0, 10));
        return name ? { weekend: true, title: name, "aria-description": name } : {};
      }}
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
