import { and, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** SQL helpers shared by the modules' queries. */

/** Escapes LIKE wildcards so a search matches the text as typed. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Current on the given day: started (or no start) and not ended (or no end). */
export const currentOn = (day: string, table: { startsOn: PgColumn; endsOn: PgColumn }) =>
  and(or(isNull(table.startsOn), lte(table.startsOn, day)), or(isNull(table.endsOn), gte(table.endsOn, day)));

/**
 * `offset 0` for a subquery's `.offset()`: PostgreSQL does not merge a subquery that has an offset into
 * the outer query, so it knows the rows come in the subquery's order and a walk in that order may stop
 * once the outer limit is reached. drizzle leaves out an offset of 0, not this.
 */
export const keepOrder = sql`0` as unknown as number;
