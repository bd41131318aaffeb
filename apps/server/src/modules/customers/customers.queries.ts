import type { AddressKind, customerQuerySchema } from "@app/contract";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import {
  companyCounters,
  customerAddresses,
  customerContacts,
  customerStatuses,
  customers,
  groups,
  users,
} from "../../db/schema";
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
 * The ids of the company's customers whose name, number or organisation number, a contact's name or
 * an address's city contains the text: through the owner's search views (migration 0049), which
 * apply the company scope themselves, so the trigram indexes may answer a rare term (docs/tenancy.md).
 */
export function customerMatches(companyId: string, text: string): SQL {
  const like = likeText(text);
  return inArray(
    customers.id,
    sql`(select id from customer_search where company_id = ${companyId}
        and (name ilike ${like} or number ilike ${like} or org_number ilike ${like})
      union select customer_id from customer_contact_search where company_id = ${companyId} and name ilike ${like}
      union select customer_id from customer_address_search where company_id = ${companyId} and city ilike ${like})`,
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
  return { portals: row?.portals ?? 0, objects: row?.objects ?? 0 };
}

export async function deleteCustomer(tx: Tx, companyId: string, id: string) {
  await tx.delete(customers).where(whereCustomer(companyId, id));
}

// ---- statuses ----

const statusColumns = {
  id: customerStatuses.id,
  name: customerStatuses.name,
  color: customerStatuses.color,
  position: customerStatuses.position,
  isDefault: customerStatuses.isDefault,
  customerCount: sql<number>`(select count(*) from customers c where c.status_id = "customer_statuses"."id")::int`,
};

export async function listStatuses(tx: Tx, companyId: string) {
  return tx
    .select(statusColumns)
    .from(customerStatuses)
    .where(eq(customerStatuses.companyId, companyId))
    .orderBy(asc(customerStatuses.position), sql`lower(${customerStatuses.name})`, asc(customerStatuses.id));
}

export async function findStatus(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(statusColumns)
    .from(customerStatuses)
    .where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.id, id)));
  return row ?? null;
}

export async function defaultStatusId(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: customerStatuses.id })
    .from(customerStatuses)
    .where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.isDefault, true)));
  return row?.id ?? null;
}

/** The status with this name (letter case aside), another than exceptId. */
export async function statusNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: customerStatuses.id })
    .from(customerStatuses)
    .where(
      and(
        eq(customerStatuses.companyId, companyId),
        sql`lower(${customerStatuses.name}) = lower(${name})`,
        exceptId ? ne(customerStatuses.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

export async function statusCount(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(position) + 1, 0)::int` })
    .from(customerStatuses)
    .where(eq(customerStatuses.companyId, companyId));
  return { count: row?.count ?? 0, nextPosition: row?.next ?? 0 };
}

export async function insertStatus(tx: Tx, values: typeof customerStatuses.$inferInsert) {
  const [row] = await tx
    .insert(customerStatuses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: customerStatuses.id });
  return row?.id ?? null;
}

export async function updateStatus(
  tx: Tx,
  companyId: string,
  id: string,
  values: PgUpdateSetSource<typeof customerStatuses>,
) {
  await tx
    .update(customerStatuses)
    .set(values)
    .where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.id, id)));
}

/** No status of the company is the default any more (before another becomes it). */
export async function clearDefaultStatus(tx: Tx, companyId: string) {
  await tx
    .update(customerStatuses)
    .set({ isDefault: false })
    .where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.isDefault, true)));
}

/** Deletes a status; its customers move to `to` (null: none). */
export async function deleteStatus(tx: Tx, companyId: string, id: string, to: string | null) {
  await tx
    .update(customers)
    .set({ statusId: to, updatedAt: sql`now()`, version: sql`${customers.version} + 1` })
    .where(and(eq(customers.companyId, companyId), eq(customers.statusId, id)));
  await tx.delete(customerStatuses).where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.id, id)));
}

// ---- contacts ----

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

// ---- addresses ----

const addressColumns = {
  id: customerAddresses.id,
  customerId: customerAddresses.customerId,
  kind: customerAddresses.kind,
  isDefault: customerAddresses.isDefault,
  street: customerAddresses.street,
  postcode: customerAddresses.postcode,
  city: customerAddresses.city,
  country: customerAddresses.country,
  createdAt: customerAddresses.createdAt,
};

const whereAddress = (companyId: string, customerId: string, id: string) =>
  and(
    eq(customerAddresses.companyId, companyId),
    eq(customerAddresses.customerId, customerId),
    eq(customerAddresses.id, id),
  );

const kindOrder = sql`array_position(array['visiting', 'postal', 'invoice', 'delivery'], ${customerAddresses.kind})`;

/** A customer's addresses by kind (visiting, postal, invoice, delivery), the default of each first. */
export async function listAddresses(tx: Tx, companyId: string, customerId: string) {
  return tx
    .select(addressColumns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.customerId, customerId)))
    .orderBy(kindOrder, desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

export async function findAddress(tx: Tx, companyId: string, customerId: string, id: string) {
  const [row] = await tx
    .select(addressColumns)
    .from(customerAddresses)
    .where(whereAddress(companyId, customerId, id));
  return row ?? null;
}

/** The customer's oldest address of the kind (another than exceptId), if any. */
export async function firstAddressOfKind(
  tx: Tx,
  companyId: string,
  customerId: string,
  kind: AddressKind,
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: customerAddresses.id, isDefault: customerAddresses.isDefault })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.companyId, companyId),
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.kind, kind),
        exceptId ? ne(customerAddresses.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(tx: Tx, values: typeof customerAddresses.$inferInsert) {
  const [row] = await tx.insert(customerAddresses).values(values).returning({ id: customerAddresses.id });
  if (!row) throw new Error("address not stored");
  return row.id;
}

export async function updateAddress(
  tx: Tx,
  companyId: string,
  customerId: string,
  id: string,
  values: PgUpdateSetSource<typeof customerAddresses>,
) {
  await tx
    .update(customerAddresses)
    .set(values)
    .where(whereAddress(companyId, customerId, id));
}

/** The customer has no default address of the kind any more (before another becomes it). */
export async function clearDefaultAddress(tx: Tx, companyId: string, customerId: string, kind: AddressKind) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.companyId, companyId),
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.kind, kind),
        eq(customerAddresses.isDefault, true),
      ),
    );
}

export async function deleteAddress(tx: Tx, companyId: string, customerId: string, id: string) {
  await tx.delete(customerAddresses).where(whereAddress(companyId, customerId, id));
}

/** The customer's id and name, when it is the company's. */
export async function customerName(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(whereCustomer(companyId, id));
  return row ?? null;
}
