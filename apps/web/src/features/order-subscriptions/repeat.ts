import { fromRRule, type RepeatRule, toRRule, type Weekday, weekdays } from "@app/contract";
import type { TFunction } from "i18next";

export type Frequency = RepeatRule["freq"];

/** What the form's repeat fields hold: the end is the subscription's own end date, not the rule's. */
export interface RepeatDraft {
  freq: Frequency;
  interval: number | string;
  byWeekday: Weekday[];
}

/** The RRULE a draft says (as tasks write it), or null while the interval is not 1 to 99. */
export function rruleOf(repeat: RepeatDraft): string | null {
  const interval = repeat.interval === "" ? Number.NaN : Number(repeat.interval);
  if (!Number.isInteger(interval) || interval < 1 || interval > 99) return null;
  const byWeekday = repeat.freq === "WEEKLY" ? repeat.byWeekday : [];
  return toRRule({ freq: repeat.freq, interval, byWeekday, until: null, count: null });
}

const monthDay = (date: string, language: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(language.startsWith("en") ? "en-GB" : "sv-SE", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/**
 * The rule in words, counted from its start date ("Every 2 weeks on Monday and Thursday", "Every year
 * on 15 May"; "Var 2:e vecka på måndag och torsdag", "Varje år den 15 maj"): rrule's own text is English only.
 */
export function describeRule(
  rrule: string,
  startDate: string | null,
  t: TFunction<"orderSubscriptions">,
  language: string,
) {
  const rule = fromRRule(rrule);
  if (!rule) return rrule;
  const parts = [t(`repeat.every.${rule.freq}`, { count: rule.interval })];
  const days = weekdays.filter((day) => rule.byWeekday.includes(day));
  if (days.length > 0) {
    const names = days.map((day) => t(`repeat.weekday.${day}`));
    parts.push(t("repeat.onDays", { days: new Intl.ListFormat(language, { type: "conjunction" }).format(names) }));
  } else if (startDate && rule.freq === "MONTHLY") {
    parts.push(t("repeat.onDayOfMonth", { day: Number(startDate.slice(8)) }));
  } else if (startDate && rule.freq === "YEARLY") {
    parts.push(t("repeat.onDate", { date: monthDay(startDate, language) }));
  }
  if (rule.until) parts.push(t("repeat.until", { date: rule.until }));
  const text = parts.join(" ");
  return rule.count === null ? text : `${text}${t("repeat.times", { count: rule.count })}`;
}
