import { createRequire } from "node:module";
import { fromRRule, type Weekday } from "@app/contract";
import type * as RRuleModule from "rrule";

// rrule ships CommonJS whose ES build Node cannot import by name (as modules/tasks/tasks.repeat.ts).
const { RRule } = createRequire(import.meta.url)("rrule") as typeof RRuleModule;

/*
 * A subscription's dates on the company's wall-clock calendar: plain days as UTC midnights, the
 * rule (FREQ, INTERVAL, BYDAY, UNTIL, COUNT as tasks write it) starting on the subscription's
 * start date, so "every second month" counts from it and COUNT counts from it too.
 */
const toDay = (date: string) => new Date(`${date}T00:00:00Z`);
const fromDay = (date: Date) => date.toISOString().slice(0, 10);

const weekdayOf = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU };
const frequencyOf = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY };

/** The days from..to (both included) on which the rule starting on `start` falls, at most `limit`. */
export function datesBetween(rrule: string, start: string, from: string, to: string, limit: number): string[] {
  const rule = fromRRule(rrule);
  if (!rule || to < from) return [];
  const expanded = new RRule({
    freq: frequencyOf[rule.freq],
    interval: rule.interval,
    byweekday: rule.byWeekday.length > 0 ? rule.byWeekday.map((day: Weekday) => weekdayOf[day]) : null,
    until: rule.until ? toDay(rule.until) : null,
    count: rule.count,
    dtstart: toDay(start),
    wkst: RRule.MO,
  });
  return expanded.between(toDay(from), toDay(to), true).slice(0, limit).map(fromDay);
}

/** A plain day moved by a number of days. */
export const addDays = (date: string, days: number) => fromDay(new Date(toDay(date).getTime() + days * 86_400_000));
