/**
 * A date alone ("2024-02-29") is that day on the local calendar: Date reads it as midnight in UTC, the
 * day before west of Greenwich. Anything else is read as Date reads it (an API's instant, a Date).
 */
function toDate(value: Date | string | number): Date | null {
  const day = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The one date format of the app (YYYY-MM-DD, the contract's DATE_FORMAT); empty for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined || value === "" ? null : toDate(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : "";
}

/** A moment as YYYY-MM-DD HH:mm in local time; empty for a missing or invalid one. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined || value === "" ? null : toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
}

/**
 * Today (YYYY-MM-DD) on the calendar of the person's device: the web's one "today" (the server
 * reckons a company's day in its time zone, `todayIn` of apps/server/src/lib/today.ts).
 */
export const today = (): string => formatDate(new Date());

/** A day (YYYY-MM-DD) as calendar numbers; arithmetic on it is done in UTC, where no day is 23 or 25 hours. */
const dayOf = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const dayText = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day so many days after (before, when negative) the given one. */
export function addDays(date: string, days: number): string {
  const day = dayOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return dayText(day);
}

/** The first day of the month so many months after (before, when negative) the given day's. */
export function addMonths(date: string, months: number): string {
  const day = dayOf(date);
  return dayText(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1)));
}

/** The last day of the given day's month. */
export function endOfMonth(date: string): string {
  const day = dayOf(date);
  return dayText(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)));
}

/** Whole days from one YYYY-MM-DD to another (negative when earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / 86_400_000);

/** The weekday of a day: 0 Monday ... 6 Sunday (weeks start on Monday, spec section 1). */
export const weekdayOf = (date: string) => (dayOf(date).getUTCDay() + 6) % 7;

/** The first and the last moment of a day on the device's calendar (an API's range of instants). */
export const startOfDay = (date: string) => toDate(date) ?? new Date(Number.NaN);
export function endOfDay(date: string): Date {
  const start = startOfDay(date);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59, 59, 999);
}

/** A moment's time of day (HH:mm) on the device's clock. */
export const formatTime = (value: Date) => `${pad(value.getHours())}:${pad(value.getMinutes())}`;
