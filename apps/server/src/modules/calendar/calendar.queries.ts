import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { calendarFeeds, companies } from "../../db/schema";

/** The companies' names and time zones (those in the transaction's scope). */
export function companiesOf(tx: Tx, companyIds: string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(inArray(companies.id, companyIds));
}

// The feeds hold no company data: read and written as the owner, like sessions (docs/tenancy.md).

export async function findFeed(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Makes the user's feed, or renews it: one statement, the new hash replacing the old one. */
export async function putFeed(db: Database, userId: string, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error("calendar feed not saved");
  return row;
}

/** Ends the user's feed: its address answers 404. */
export async function deleteFeed(tx: Tx, userId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The user whose feed has this hash, or null. */
export async function userOfFeed(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId ?? null;
}
