import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { systemNotices } from "../../db/schema";
import { currentOn } from "../../db/sql";

/** The system notices current today, oldest first. */
export async function currentNotices(db: Database) {
  const rows = await db
    .select()
    .from(systemNotices)
    .where(currentOn(new Date().toISOString().slice(0, 10), systemNotices))
    .orderBy(asc(systemNotices.createdAt));
  return rows.map(({ createdAt: _created, ...notice }) => notice);
}
