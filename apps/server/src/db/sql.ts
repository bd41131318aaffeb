import { and, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** SQL helpers shared by the modules' queries. */

/** Escapes LIKE wildcards so a search matches the text as typed. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Current on the given day: started (or no start) and not ended (or no end). */
export const currentOn = (day: string | SQL, table: { startsOn: PgColumn; endsOn: PgColumn }) =>
  and(or(isNull(table.startsOn), lte(table.startsOn, day)), or(isNull(table.endsOn), gte(table.endsOn, day)));

/**
 * The company's day (a `date`) at `now` in its time zone: the one "today" of SQL (`todayIn` of
 * `lib/today.ts` is the same day in JavaScript). `company` is the company's id, or a column or
 * expression giving it per row (`sql\`n.company_id\``). `now` is the application's clock, sent as a
 * parameter rather than the database's now(), so a test pins it (vi.setSystemTime, or passing it).
 */
export const companyToday = (company: string | SQL | PgColumn, now: Date = new Date()) =>
  sql<string>`(select (${now.toISOString()}::timestamptz at time zone tz.time_zone)::date from companies tz where tz.id = ${company})`;

/**
 * `offset 0` for a subquery's `.offset()`: PostgreSQL does not merge a subquery that has an offset into
 * the outer query, so it knows the rows come in the subquery's order and a walk in that order may stop
 * once the outer limit is reached. drizzle leaves out an offset of 0, not this.
 */
export const keepOrder = sql`0` as unknown as number;

/**
 * A name's place in Swedish order (A–Z, then Å, Ä, Ö): its key `app_sv_sort_key` (migration 0059;
 * `swedishSortKey` of `lib/swedish-order.ts` is the same key in JavaScript) compared as bytes, the
 * order of the indexes built on it.
 */
export const swedishOrder = (name: PgColumn | SQL) => sql`app_sv_sort_key(${name}) collate "C"`;

/** The names whose key starts with `key` (one character of the key): a range of the same index. */
export const swedishInitial = (name: PgColumn | SQL, key: string) =>
  and(
    sql`app_sv_sort_key(${name}) collate "C" >= ${key}`,
    sql`app_sv_sort_key(${name}) collate "C" < ${String.fromCharCode(key.charCodeAt(0) + 1)}`,
  );
