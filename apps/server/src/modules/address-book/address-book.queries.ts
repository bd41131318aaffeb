import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { addressBookEntries } from "../../db/schema";
import { likeText, swedishInitial, swedishOrder } from "../../db/sql";

/** The address book's own entries (issue 45, item 5). */

const entryColumns = {
  id: addressBookEntries.id,
  kind: addressBookEntries.kind,
  name: addressBookEntries.name,
  organisation: addressBookEntries.organisation,
  role: addressBookEntries.role,
  phone: addressBookEntries.phone,
  email: addressBookEntries.email,
  notes: addressBookEntries.notes,
  tags: addressBookEntries.tags,
  version: addressBookEntries.version,
  createdAt: addressBookEntries.createdAt,
  updatedAt: addressBookEntries.updatedAt,
};
export type EntryRow = Awaited<ReturnType<typeof findEntry>> & {};

const whereEntry = (companyId: string, id: string) =>
  and(eq(addressBookEntries.companyId, companyId), eq(addressBookEntries.id, id));

export interface EntryFilter {
  q?: string;
  tag?: string;
  /** The first character of the name's Swedish sort key (`swedishSortKey` of the letter). */
  initial?: string;
  ids?: string[];
  limit: number;
}

/**
 * The entries whose name, organisation, role, phone or email contains the text (a `likeText`),
 * asked through the owner's view `address_book_entry_terms` (migration 0059, docs/tenancy.md
 * "Search views"), whose trigram indexes answer a rare term without reading the company's entries.
 * The matches come as an array, read once, and the entries by their key, as the calendar's
 * `task_spans`: as a semi join, a planner without fresh statistics (the embedded database has no
 * autovacuum) probed the view once for each of the company's entries.
 */
export const entryMatches = (companyId: string, like: string) =>
  sql`${addressBookEntries.id} = any(array(select entry_id from address_book_entry_terms where company_id = ${companyId} and term ilike ${like}))`;

/**
 * The company's entries by name in Swedish order (`swedishOrder`, the index of migration 0059: the
 * list merges on it); a search as `entryMatches`.
 */
export async function listEntries(tx: Tx, companyId: string, filter: EntryFilter) {
  const t = addressBookEntries;
  return tx
    .select(entryColumns)
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        filter.q ? entryMatches(companyId, likeText(filter.q)) : undefined,
        filter.tag ? sql`${filter.tag} = any(${t.tags})` : undefined,
        filter.initial ? swedishInitial(t.name, filter.initial) : undefined,
        filter.ids ? inArray(t.id, filter.ids) : undefined,
      ),
    )
    .orderBy(swedishOrder(t.name), asc(t.id))
    .limit(filter.limit);
}

export async function findEntry(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(entryColumns).from(addressBookEntries).where(whereEntry(companyId, id));
  return row ?? null;
}

/** The lower-cased emails of the company's entries among `emails`. */
export async function takenEmails(tx: Tx, companyId: string, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await tx
    .select({ email: sql<string>`lower(${addressBookEntries.email})` })
    .from(addressBookEntries)
    .where(and(eq(addressBookEntries.companyId, companyId), inArray(sql`lower(${addressBookEntries.email})`, emails)));
  return new Set(rows.map((row) => row.email));
}

export async function insertEntries(tx: Tx, values: (typeof addressBookEntries.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await tx.insert(addressBookEntries).values(values).returning({ id: addressBookEntries.id });
  return rows.map((row) => row.id);
}

/** Changes the entry if it is still at `version` (one statement: of concurrent saves one passes). */
export async function updateEntry(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof addressBookEntries>,
) {
  const rows = await tx
    .update(addressBookEntries)
    .set({ ...values, version: sql`${addressBookEntries.version} + 1`, updatedAt: sql`now()` })
    .where(and(whereEntry(companyId, id), eq(addressBookEntries.version, version)))
    .returning({ id: addressBookEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .delete(addressBookEntries)
    .where(whereEntry(companyId, id))
    .returning({ id: addressBookEntries.id });
  return rows.length > 0;
}

/** The tags of the company's own entries. */
export async function entryTags(tx: Tx, companyId: string) {
  const rows = await tx
    .selectDistinct({ tag: sql<string>`unnest(${addressBookEntries.tags})` })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.companyId, companyId));
  return rows.map((row) => row.tag);
}
