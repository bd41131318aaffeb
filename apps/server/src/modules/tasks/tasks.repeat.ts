import { createRequire } from "node:module";
import { fromRRule, type RepeatRule, toRRule, type Weekday } from "@app/contract";
import type * as RRuleModule from "rrule";

// rrule ships CommonJS whose ES build Node cannot import by name.
const { RRule } = createRequire(import.meta.url)("rrule") as typeof RRuleModule;

/**
 * Repeat rules are expanded on the company's wall-clock calendar: dates are handled as floating
 * days (UTC midnights that stand for local days), and an occurrence keeps the time of day of the
 * one it follows, so a daily task at 09:00 stays at 09:00 across a daylight-saving change.
 */
const DAY_MS = 86_400_000;
const toDay = (date: string) => new Date(`${date}T00:00:00Z`);
const fromDay = (date: Date) => date.toISOString().slice(0, 10);

export const shiftDate = (date: string | null, days: number) =>
  date === null ? null : fromDay(new Date(toDay(date).getTime() + days * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((toDay(to).getTime() - toDay(from).getTime()) / DAY_MS);

const weekdayOf = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU };
const frequencyOf = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY };

/** The rule without its count (counted by the occurrences themselves), starting at anchor. */
function ruleFrom(rule: RepeatRule, anchor: string) {
  return new RRule({
    freq: frequencyOf[rule.freq],
    interval: rule.interval,
    byweekday: rule.byWeekday.length > 0 ? rule.byWeekday.map((day: Weekday) => weekdayOf[day]) : null,
    until: rule.until ? toDay(rule.until) : null,
    dtstart: toDay(anchor),
    wkst: RRule.MO,
  });
}

/**
 * The dates after anchor on which a series with this rule falls (anchor being the occurrence
 * whose rule it is, so COUNT is what is left from it on), at most `limit` of them and none after
 * `until`. Each answer carries the rule the occurrence on that date holds.
 */
export function occurrencesAfter(rrule: string, anchor: string, until: string, limit: number) {
  const rule = fromRRule(rrule);
  if (!rule) return [];
  const left = rule.count === null ? limit : Math.min(limit, rule.count - 1);
  if (left <= 0) return [];
  const end = toDay(until);
  const dates = ruleFrom(rule, anchor)
    .all((date, i) => date <= end && i <= left)
    .map(fromDay)
    .filter((date) => date > anchor && date <= until)
    .slice(0, left);
  return dates.map((date, i) => ({
    date,
    rrule: toRRule({ ...rule, count: rule.count === null ? null : rule.count - 1 - i }),
  }));
}

/** The occurrence after the one on anchor (its date and rule), or null when the series ends with it. */
export function nextOccurrence(rrule: string, anchor: string) {
  const [next] = occurrencesAfter(rrule, anchor, "9999-12-31", 1);
  return next ?? null;
}

/** The day a task is dated by: its due date, else its start date. */
export const anchorOf = (task: { dueDate: string | null; startDate: string | null }) => task.dueDate ?? task.startDate;
