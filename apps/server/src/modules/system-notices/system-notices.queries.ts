import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { systemNotices } from "../../db/schema";
import { currentOn } from "../../db/sql";
import { PRODUCT_TIME_ZONE, todayIn } from "../../lib/today";

/**
 * The system notices current today, oldest first. They are the product's, not a company's: their
 * day is the product's time zone (every company's default).
 */
export async function currentNotices(db: Database) {
  const rows = await db
    .select()
    .from(systemNotices)
    .where(currentOn(todayIn(PRODUCT_TIME_ZONE), systemNotices))
    .orderBy(asc(systemNotices.createdAt));
  return rows.map(({ createdAt: _created, ...notice }) => notice);
}
