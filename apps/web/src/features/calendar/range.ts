import dayjs from "dayjs";

export const calendarViews = ["month", "week", "day", "list"] as const;
export type CalendarView = (typeof calendarViews)[number];

const iso = (date: dayjs.Dayjs) => date.format("YYYY-MM-DD");
/** Monday of the week of the day (weeks start on Monday, spec section 1). */
const monday = (date: dayjs.Dayjs) => date.subtract((date.day() + 6) % 7, "day");

/**
 * The days a view shows around a date, both ends included: the month grid's six weeks from the
 * Monday before the 1st (as FullCalendar draws it), the week from Monday, the day, or the list's month.
 */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  const day = dayjs(date);
  if (view === "month") {
    const start = monday(day.startOf("month"));
    return { from: iso(start), to: iso(start.add(41, "day")) };
  }
  if (view === "week") {
    const start = monday(day);
    return { from: iso(start), to: iso(start.add(6, "day")) };
  }
  if (view === "list") return { from: iso(day.startOf("month")), to: iso(day.endOf("month")) };
  return { from: date, to: date };
}

/** The date one step (a month, week or day) before or after. */
export function step(view: CalendarView, date: string, direction: 1 | -1): string {
  const unit = view === "week" ? "week" : view === "day" ? "day" : "month";
  const next = dayjs(date).add(direction, unit);
  return iso(unit === "month" ? next.startOf("month") : next);
}

/** The ISO 8601 week number (the week with the year's first Thursday is week 1). */
export function isoWeek(date: string): number {
  const thursday = monday(dayjs(date)).add(3, "day");
  return Math.floor(thursday.diff(thursday.startOf("year"), "day") / 7) + 1;
}

/** Whole days from one YYYY-MM-DD to another (negative when earlier). */
export const daysBetween = (from: string, to: string) => Math.round(dayjs(to).diff(dayjs(from), "day", true));

export const addDays = (date: string, days: number) => iso(dayjs(date).add(days, "day"));
