import type { customerQuerySchema } from "@app/contract";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import { rowsOf, type Tx } from "../../db/client";
import { companyCounters, customerStatuses, customers, groups, publications, users } from "../../db/schema";
import { likeText } from "../../db/sql";

type Filter = z.output<typeof customerQuerySchema>;

// ---- customers ----

// Written out: the subqueries name the outer table as drizzle leaves it, "customers".
const portalsOf = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name), g.id)
  from groups g where g.customer_id = "customers"."id" and g.type = 'PORTAL'), '[]'::json)`;

/** The city of the default visiting address, else of the default postal one, else of any. */
const cityOf = sql<string | null>`(select a.city from customer_addresses a
  where a.customer_id = "customers"."id" and a.city <> ''
  order by a.kind = 'visiting' and a.is_default desc, a.kind = 'postal' and a.is_default desc, a.is_default desc,
    a.created_at, a.id limit 1)`;

const mainContactOf = sql<{ id: string; name: string } | null>`(select json_build_object('id', m.id, 'name', m.name)
  from customer_contacts m where m.customer_id = "customers"."id" and m.is_main)`;

const columns = {
  id: customers.id,
  kind: customers.kind,
  number: customers.number,
  name: customers.name,
  orgNumber: customers.orgNumber,
  personalNumberMasked: customers.personalNumberMasked,
  vatNumber: customers.vatNumber,
  phone: customers.phone,
  email: customers.email,
  homepage: customers.homepage,
  gln: customers.gln,
  paymentTermsDays: customers.paymentTermsDays,
  invoiceEmail: customers.invoiceEmail,
  language: customers.language,
  notes: customers.notes,
  tags: customers.tags,
  responsibleId: users.id,
  responsibleName: users.name,
  statusId: customerStatuses.id,
  statusName: customerStatuses.name,
  statusColor: customerStatuses.color,
  archived: customers.archived,
  city: cityOf,
  mainContact: mainContactOf,
  portals: portalsOf,
  version: customers.version,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

const selectCustomers = (tx: Tx) =>
  tx
    .select(columns)
    .from(customers)
    .leftJoin(users, eq(users.id, customers.responsibleId))
    .leftJoin(customerStatuses, eq(customerStatuses.id, customers.statusId));

export type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

const hasPortal = sql`exists (select 1 from groups g where g.customer_id = "customers"."id" and g.type = 'PORTAL')`;

const whereCustomer = (companyId: string, id: string) => and(eq(customers.companyId, companyId), eq(customers.id, id));

/**
 * The company's customers whose name, number or organisation number, a contact's name or an
 * address's city contains the text: through the owner's view customer_search_terms (migration
 * 0050), which applies the company scope itself, so the trigram indexes answer a rare term and the
 * list's name order is walked for a common one (docs/tenancy.md, "Search views").
 */
export function customerMatches(companyId: string, text: string): SQL {
  return inArray(
    customers.id,
    sql`(select customer_id from customer_search_terms where company_id = ${companyId} and term ilike ${likeText(text)})`,
  );
}

const order = {
  name: [sql`lower("customers"."name")`, asc(customers.id)],
  number: [sql`length("customers"."number")`, asc(customers.number), asc(customers.id)],
  created: [desc(customers.createdAt), desc(customers.id)],
} as const;

/** A page of the company's customers with the list's filters; a search text as customerMatches. */
export async function listCustomers(tx: Tx, companyId: string, filter: Filter, searchText: string | null) {
  const conditions: (SQL | undefined)[] = [
    eq(customers.companyId, companyId),
    eq(customers.archived, filter.archived),
    searchText ? customerMatches(companyId, searchText) : undefined,
    filter.statusId ? eq(customers.statusId, filter.statusId) : undefined,
    filter.responsibleId ? eq(customers.responsibleId, filter.responsibleId) : undefined,
    filter.tag ? sql`${filter.tag} = any(${customers.tags})` : undefined,
    filter.hasPortal === undefined ? undefined : filter.hasPortal ? hasPortal : sql`not ${hasPortal}`,
  ];
  return selectCustomers(tx)
    .where(and(...conditions))
    .orderBy(...order[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findCustomer(tx: Tx, companyId: string, id: string) {
  const [row] = await selectCustomers(tx).where(whereCustomer(companyId, id));
  return row ?? null;
}

/** The stored personal identity number (encrypted) of a customer. */
export async function findPersonalNumber(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ encrypted: customers.personalNumberEncrypted, masked: customers.personalNumberMasked })
    .from(customers)
    .where(whereCustomer(companyId, id));
  return row ?? null;
}

/** The customer holding a number (another than exceptId), if any. */
export async function numberHolder(tx: Tx, companyId: string, number: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.number, number),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * The company's next customer number, in one atomic statement on its counter row (company_counters,
 * name 'customer'): the row stays locked until the transaction ends, so concurrent creates wait
 * for each other and never draw the same number.
 */
export async function nextCustomerNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, name: "customer", value: 1 })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`${companyCounters.value} + 1` },
    })
    .returning({ value: companyCounters.value });
  if (!row) throw new Error("counter not updated");
  return row.value;
}

/** A number typed by hand moves the counter past it, so the sequence continues after it. */
export async function raiseCustomerCounter(tx: Tx, companyId: string, atLeast: number) {
  await tx
    .insert(companyCounters)
    .values({ companyId, name: "customer", value: atLeast })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`greatest(${companyCounters.value}, ${atLeast})` },
    });
}

/** Stores a customer; null when its number is taken (the unique index decides). */
export async function insertCustomer(tx: Tx, values: typeof customers.$inferInsert) {
  const [row] = await tx.insert(customers).values(values).onConflictDoNothing().returning({ id: customers.id });
  return row?.id ?? null;
}

/** Changes the customer if it is still at `version` (one statement: of concurrent saves one passes). */
export async function updateCustomer(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof customers>,
) {
  const rows = await tx
    .update(customers)
    .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
    .where(and(whereCustomer(companyId, id), eq(customers.version, version)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** What hangs on a customer: its portals (groups connected to it) and the objects in them. */
export async function customerLinks(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({
      portals: sql<number>`count(*)::int`,
      objects: sql<number>`coalesce(sum((select count(*) from publications p where p.group_id = "groups"."id")), 0)::int`,
    })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), eq(groups.customerId, id)));
  // The objects linked to the customer itself (migration 0057), besides those in its portals.
  const [linked] = await tx
    .select({ objects: sql<number>`count(*)::int` })
    .from(publications)
    .where(and(eq(publications.companyId, companyId), eq(publications.customerId, id)));
  return { portals: row?.portals ?? 0, objects: (row?.objects ?? 0) + (linked?.objects ?? 0) };
}

export async function deleteCustomer(tx: Tx, companyId: string, id: string) {
  await tx.delete(customers).where(whereCustomer(companyId, id));
}

/** The customer's id, name and whether it is archived, when it is the company's. */
export async function customerState(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name, archived: customers.archived })
    .from(customers)
    .where(whereCustomer(companyId, id));
  return row ?? null;
}

/** The customer's id and name, when it is the company's. */
export async function customerName(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(whereCustomer(companyId, id));
  return row ?? null;
}

/** The tags of the company's customers in use, by name, with how many have each. */
export async function customerTags(tx: Tx, companyId: string) {
  const rows = await tx.execute(sql`select t.tag, count(*)::int as count
    from customers c, unnest(c.tags) as t(tag)
    where c.company_id = ${companyId} and not c.archived
    group by t.tag order by lower(t.tag), t.tag`);
  return rowsOf<{ tag: string; count: number }>(rows);
}

/** The id, number and name of the company's customers among ids (another module's rows show them: orders). */
export async function customerRefs(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: customers.id, number: customers.number, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, [...ids])));
}

/** The language of what the customer is sent, when it is one of the company's customers. */
export async function customerLanguage(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ language: customers.language })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row?.language ?? null;
}

/** The ids of the company's customers (archived ones too) a search matches (customerMatches), at most `limit`. */
export async function customerIdsMatching(tx: Tx, companyId: string, text: string, limit: number) {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), customerMatches(companyId, text)))
    .limit(limit);
  return rows.map((row) => row.id);
}
