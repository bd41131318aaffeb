import { Temporal } from "temporal-polyfill";

/** The product's own time zone: every company's default (db/schema/companies.ts) and the day of what is no company's. */
export const PRODUCT_TIME_ZONE = "Europe/Stockholm";

/**
 * "Today" on the server is always a company's day: the date (YYYY-MM-DD) at `now` in the
 * company's time zone (`companies.time_zone`), never the machine's or UTC's. In SQL the same day
 * is `companyToday(companyId, now)` of `db/sql.ts`; this is the one for what JavaScript reckons.
 * `now` defaults to the clock, so a test pins it with `vi.setSystemTime` or passes it.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The last instant of the day (YYYY-MM-DD) in the time zone: what "valid until that day" means. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const next = Temporal.PlainDate.from(day).add({ days: 1 }).toZonedDateTime({ timeZone });
  return new Date(next.epochMilliseconds - 1);
}
