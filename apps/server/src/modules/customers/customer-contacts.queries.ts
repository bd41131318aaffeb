import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { customerContacts, customers } from "../../db/schema";
import { likeText, swedishInitial, swedishOrder } from "../../db/sql";

/** People at a customer (issue 45). */

const contactColumns = {
  id: customerContacts.id,
  customerId: customerContacts.customerId,
  name: customerContacts.name,
  role: customerContacts.role,
  phone: customerContacts.phone,
  email: customerContacts.email,
  notes: customerContacts.notes,
  isMain: customerContacts.isMain,
  createdAt: customerContacts.createdAt,
  updatedAt: customerContacts.updatedAt,
};

const whereContact = (companyId: string, customerId: string, id: string) =>
  and(
    eq(customerContacts.companyId, companyId),
    eq(customerContacts.customerId, customerId),
    eq(customerContacts.id, id),
  );

/** A customer's contacts: the main contact first, then by name. */
export async function listContacts(tx: Tx, companyId: string, customerId: string) {
  return tx
    .select(contactColumns)
    .from(customerContacts)
    .where(and(eq(customerContacts.companyId, companyId), eq(customerContacts.customerId, customerId)))
    .orderBy(desc(customerContacts.isMain), sql`lower(${customerContacts.name})`, asc(customerContacts.id));
}

export async function findContact(tx: Tx, companyId: string, customerId: string, id: string) {
  const [row] = await tx
    .select(contactColumns)
    .from(customerContacts)
    .where(whereContact(companyId, customerId, id));
  return row ?? null;
}

/** The contact (with its customer) holding an email among the company's contacts, another than exceptId. */
export async function contactEmailHolder(tx: Tx, companyId: string, email: string, exceptId?: string) {
  const [row] = await tx
    .select({ name: customerContacts.name, customerName: customers.name })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(
      and(
        eq(customerContacts.companyId, companyId),
        sql`lower(${customerContacts.email}) = lower(${email})`,
        exceptId ? ne(customerContacts.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

/** The lower-cased emails of the company's contacts among `emails`. */
export async function takenContactEmails(tx: Tx, companyId: string, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await tx
    .select({ email: sql<string>`lower(${customerContacts.email})` })
    .from(customerContacts)
    .where(and(eq(customerContacts.companyId, companyId), inArray(sql`lower(${customerContacts.email})`, emails)));
  return new Set(rows.map((row) => row.email));
}

export async function countContacts(tx: Tx, companyId: string, customerId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(customerContacts)
    .where(and(eq(customerContacts.companyId, companyId), eq(customerContacts.customerId, customerId)));
  return row?.count ?? 0;
}

/** Stores a contact; null when its email is taken (the unique index decides). */
export async function insertContact(tx: Tx, values: typeof customerContacts.$inferInsert) {
  const [row] = await tx
    .insert(customerContacts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: customerContacts.id });
  return row?.id ?? null;
}

export async function updateContact(
  tx: Tx,
  companyId: string,
  customerId: string,
  id: string,
  values: PgUpdateSetSource<typeof customerContacts>,
) {
  await tx
    .update(customerContacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(whereContact(companyId, customerId, id));
}

/** The customer has no main contact any more (before another becomes it). */
export async function clearMainContact(tx: Tx, companyId: string, customerId: string) {
  await tx
    .update(customerContacts)
    .set({ isMain: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(customerContacts.companyId, companyId),
        eq(customerContacts.customerId, customerId),
        eq(customerContacts.isMain, true),
      ),
    );
}

export async function deleteContact(tx: Tx, companyId: string, customerId: string, id: string) {
  const rows = await tx
    .delete(customerContacts)
    .where(whereContact(companyId, customerId, id))
    .returning({ id: customerContacts.id });
  return rows.length > 0;
}

/** What the address book asks of the contacts (issue 45, item 5). */
export interface AddressBookContactFilter {
  q?: string;
  tag?: string;
  /** The first character of the name's Swedish sort key (`swedishSortKey` of the letter). */
  initial?: string;
  ids?: string[];
  limit: number;
}

/**
 * The contacts whose name, role, phone or email, or whose customer's name, contains the text (a
 * `likeText`), asked through the owner's view `address_book_contact_terms` (migration 0059,
 * docs/tenancy.md "Search views"), whose trigram indexes answer a rare term without reading the
 * company's contacts. The matches come as an array, read once, and the contacts by their key, as
 * the calendar's `task_spans`: as a semi join, a planner without fresh statistics (the embedded
 * database has no autovacuum) probed the view once for each of the company's contacts.
 */
export const contactMatches = (companyId: string, like: string) =>
  sql`${customerContacts.id} = any(array(select contact_id from address_book_contact_terms where company_id = ${companyId} and term ilike ${like}))`;

/**
 * The contacts of the company's customers in use (archived customers' left out), with their
 * customer's name and tags, by name in Swedish order (`swedishOrder`, as the address book merges).
 */
export async function addressBookContacts(tx: Tx, companyId: string, filter: AddressBookContactFilter) {
  return tx
    .select({
      id: customerContacts.id,
      name: customerContacts.name,
      role: customerContacts.role,
      phone: customerContacts.phone,
      email: customerContacts.email,
      customerId: customers.id,
      customerName: customers.name,
      tags: customers.tags,
    })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(
      and(
        eq(customerContacts.companyId, companyId),
        eq(customers.archived, false),
        filter.q ? contactMatches(companyId, likeText(filter.q)) : undefined,
        filter.tag ? sql`${filter.tag} = any(${customers.tags})` : undefined,
        filter.initial ? swedishInitial(customerContacts.name, filter.initial) : undefined,
        filter.ids ? inArray(customerContacts.id, filter.ids) : undefined,
      ),
    )
    .orderBy(swedishOrder(customerContacts.name), asc(customerContacts.id))
    .limit(filter.limit);
}
