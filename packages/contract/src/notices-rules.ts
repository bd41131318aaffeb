/** Pure reminder rules both the server and the web app use (spec sections 2, 4, 9). */

export const DEFAULT_NOTICE_PERIOD = "1 month";
const DAY = 86_400_000;

const parse = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return { y, m, d };
};
const format = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The same day one month earlier, clamped to the month's last day (2026-03-31 → 2026-02-28). */
export function oneMonthBefore(date: string): string {
  const { y, m, d } = parse(date);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return format(year, month, Math.min(d, last));
}

export interface NoticeDates {
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
}

/** Changing the end date sets the period to 1 month and the reminder to one month before it. */
export function withEndDate(enddate: string | null): NoticeDates {
  return enddate
    ? { enddate, reminderAt: oneMonthBefore(enddate), noticePeriod: DEFAULT_NOTICE_PERIOD }
    : { enddate, reminderAt: null, noticePeriod: null };
}

/** A reminder on or after the end date becomes one month before it, period 1 month. */
export function coupleDates(dates: NoticeDates): NoticeDates {
  if (dates.enddate && dates.reminderAt && dates.reminderAt >= dates.enddate) return withEndDate(dates.enddate);
  return dates;
}

/**
 * The dates of a new reminder: one sent with an end date and without a reminder date gets the
 * default reminder, as the screen's end date field sets it (an explicit null stays none).
 */
export function newNoticeDates(dates: {
  enddate: string | null;
  reminderAt?: string | null;
  noticePeriod?: string | null;
}): NoticeDates {
  if (dates.enddate && dates.reminderAt === undefined) return withEndDate(dates.enddate);
  return coupleDates({
    enddate: dates.enddate,
    reminderAt: dates.reminderAt ?? null,
    noticePeriod: dates.noticePeriod ?? null,
  });
}

export type DueColour = "red" | "orange" | "green" | null;

/** Whole days from today to the date (both YYYY-MM-DD). */
export function daysUntil(date: string, today: string): number {
  const a = parse(date);
  const b = parse(today);
  return Math.round((Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(b.y, b.m - 1, b.d)) / DAY);
}

/** Red when due or past, orange within 7 days, green from 8 up to 30 days, none after. */
export function dueColour(reminderAt: string | null, today: string): DueColour {
  if (!reminderAt) return null;
  const days = daysUntil(reminderAt, today);
  if (days <= 0) return "red";
  if (days <= 7) return "orange";
  if (days <= 30) return "green";
  return null;
}
