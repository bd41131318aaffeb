import { weekdays } from "@app/contract";
import type { TFunction } from "i18next";
import { type RepeatDraft, repeatRuleOf } from "./draft";

/**
 * The repeat rule as a sentence in the user's language ("Every 2 weeks on Monday and Friday, 6
 * times."; "Var 2:a vecka på måndag och fredag, 6 gånger."): rrule's own text is English only.
 */
export function describeRepeat(repeat: RepeatDraft, t: TFunction<"tasks">, language: string): string | null {
  const rule = repeatRuleOf(repeat);
  if (!rule || !Number.isInteger(rule.interval) || rule.interval < 1) return null;
  const count = rule.interval;
  const nth = t(
    `repeat.ordinal.${new Intl.PluralRules(language, { type: "ordinal" }).select(count)}` as "repeat.ordinal.one",
    {
      count,
    },
  );
  let text = t(`repeat.every.${rule.freq}`, { count, nth });
  const days = weekdays.filter((day) => rule.byWeekday.includes(day));
  if (days.length > 0) {
    const names = days.map((day) => t(`repeat.weekday.${day}`));
    text += ` ${t("repeat.onDays", { days: new Intl.ListFormat(language, { type: "conjunction" }).format(names) })}`;
  }
  if (rule.until) text += t("repeat.untilText", { date: rule.until });
  else if (rule.count !== null && Number.isInteger(rule.count) && rule.count > 0) {
    text += t("repeat.times", { count: rule.count });
  }
  return `${text}.`;
}
