import { addDays, addMonths, daysBetween, endOfMonth, weekdayOf } from "../../lib/dates";

export { addDays, daysBetween };

export const calendarViews = ["month", "week", "day", "list"] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Monday of the week of the day (weeks start on Monday, spec section 1). */
const monday = (date: string) => addDays(date, -weekdayOf(date));
const startOfMonth = (date: string) => addMonths(date, 0);

/**
 * The days a view shows around a date, both ends included: the month grid's six weeks from the
 * Monday before the 1st (as FullCalendar draws it), the week from Monday, the day, or the list's month.
 */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === "month") {
    const start = monday(startOfMonth(date));
    return { from: start, to: addDays(start, 41) };
  }
  if (view === "week") {
    const start = monday(date);
    return { from: start, to: addDays(start, 6) };
  }
  if (view === "list") return { from: startOfMonth(date), to: endOfMonth(date) };
  return { from: date, to: date };
}

/** The date one step (a month, week or day) before or after; a month's step lands on its 1st. */
export function step(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === "week") return addDays(date, 7 * direction);
  if (view === "day") return addDays(date, direction);
  return addMonths(date, direction);
}

/** The ISO 8601 week number (the week with the year's first Thursday is week 1). */
export function isoWeek(date: string): number {
  const thursday = addDays(monday(date), 3);
  return Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1;
}
