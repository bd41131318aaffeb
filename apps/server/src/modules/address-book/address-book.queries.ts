import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { addressBookEntries } from "../../db/schema";
import { likeText } from "../../db/sql";

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
  /** The name's first letter, as the two letter cases. */
  letters?: string[];
  ids?: string[];
  limit: number;
}

/** The company's entries by name (byte order of the lower-cased name: the list merges on it). */
export async function listEntries(tx: Tx, companyId: string, filter: EntryFilter) {
  const like = filter.q ? likeText(filter.q) : null;
  const t = addressBookEntries;
  return tx
    .select(entryColumns)
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        like
          ? or(
              sql`${t.name} ilike ${like}`,
              sql`${t.organisation} ilike ${like}`,
              sql`${t.role} ilike ${like}`,
              sql`${t.phone} ilike ${like}`,
              sql`${t.email} ilike ${like}`,
            )
          : undefined,
        filter.tag ? sql`${filter.tag} = any(${t.tags})` : undefined,
        filter.letters ? inArray(sql`left(${t.name}, 1)`, filter.letters) : undefined,
        filter.ids ? inArray(t.id, filter.ids) : undefined,
      ),
    )
    .orderBy(sql`lower(${t.name}) collate "C"`, asc(t.id))
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
