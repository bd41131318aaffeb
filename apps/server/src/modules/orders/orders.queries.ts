import type { OrderStatus, ProductOption } from "@app/contract";
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  companies,
  companyCounters,
  companyUsers,
  orderAssignees,
  orderLines,
  orders,
  plants,
  products,
  publications,
  users,
} from "../../db/schema";
import { companyToday } from "../../db/sql";
import { nameMatches, type Viewer, visibleTo } from "../publications/publications.policy";

// ---- numbers ----

/**
 * The company's next order number, in one atomic statement on its counter row (company_counters,
 * name 'order'), as customer numbers: the row stays locked until the transaction ends, so
 * concurrent creates wait for each other and never draw the same number.
 */
export async function nextOrderNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, name: "order", value: 1 })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`${companyCounters.value} + 1` },
    })
    .returning({ value: companyCounters.value });
  if (!row) throw new Error("counter not updated");
  return row.value;
}

/** The company's today (its time zone), by the application's clock. */
export async function today(tx: Tx, companyId: string, now = new Date()) {
  const [row] = await tx.select({ day: sql<string>`${companyToday(companyId, now)}::text` }).from(sql`(select 1) one`);
  if (!row) throw new Error("no company day");
  return row.day;
}

// ---- orders ----

export type { StoredAddress } from "../../db/schema/orders";

export type OrderValues = typeof orders.$inferInsert;

export async function insertOrder(tx: Tx, values: OrderValues) {
  await tx.insert(orders).values(values);
}

const where = (companyId: string, id: string) => and(eq(orders.companyId, companyId), eq(orders.publicationId, id));

const subscriptionName = sql<
  string | null
>`(select p.name from publications p where p.id = "orders"."subscription_id")`;
const plantName = sql<string | null>`(select p.name from publications p where p.id = "orders"."plant_id")`;
const userName = (column: SQL) => sql<string | null>`(select u.name from users u where u.id = ${column})`;

const orderColumns = {
  id: orders.publicationId,
  number: orders.number,
  name: sql<string>`(select p.name from publications p where p.id = "orders"."publication_id")`,
  status: orders.status,
  customerId: orders.customerId,
  contactId: orders.contactId,
  plantId: orders.plantId,
  plantName,
  deliveryAddress: orders.deliveryAddress,
  orderDate: orders.orderDate,
  plannedStart: orders.plannedStart,
  plannedEnd: orders.plannedEnd,
  responsibleId: orders.responsibleId,
  responsibleName: userName(sql`"orders"."responsible_id"`),
  orderText: orders.orderText,
  internalNotes: orders.internalNotes,
  cancelReason: orders.cancelReason,
  subscriptionId: orders.subscriptionId,
  subscriptionName,
  occurrenceDate: orders.occurrenceDate,
  netOre: orders.netOre,
  grossOre: orders.grossOre,
  statusChangedAt: orders.statusChangedAt,
  statusChangedBy: orders.statusChangedBy,
  statusChangedByName: userName(sql`"orders"."status_changed_by"`),
  version: orders.version,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & {};

export async function findOrder(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(orderColumns).from(orders).where(where(companyId, id));
  return row ?? null;
}

/** The order's state, for a 409's `current`. */
export async function orderState(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ status: orders.status, version: orders.version })
    .from(orders)
    .where(where(companyId, id));
  return row ?? null;
}

export type OrderChanges = Partial<
  Pick<
    OrderValues,
    | "contactId"
    | "plantId"
    | "deliveryAddress"
    | "orderDate"
    | "plannedStart"
    | "plannedEnd"
    | "responsibleId"
    | "orderText"
    | "internalNotes"
    | "netOre"
    | "grossOre"
  >
>;

/**
 * Changes the order in one conditional UPDATE: only while its status is one of `statuses` and, given
 * a version, only when it is still that version; the version rises. Answers whether it changed.
 */
export async function updateOrder(
  tx: Tx,
  companyId: string,
  id: string,
  when: { statuses: readonly OrderStatus[]; version?: number },
  changes: OrderChanges,
) {
  const rows = await tx
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        where(companyId, id),
        inArray(orders.status, [...when.statuses]),
        when.version === undefined ? undefined : eq(orders.version, when.version),
      ),
    )
    .returning({ id: orders.publicationId });
  return rows.length > 0;
}

/**
 * A state change as one conditional UPDATE: `UPDATE orders SET status = to WHERE status =
 * ANY(from) RETURNING`, so of two people acting at once exactly one moves the order; the other
 * gets no row (and is answered 409 with the state as it is then).
 */
export async function transition(
  tx: Tx,
  companyId: string,
  id: string,
  change: { from: readonly OrderStatus[]; to: OrderStatus; userId: string; reason?: string; version?: number },
) {
  const rows = await tx
    .update(orders)
    .set({
      status: change.to,
      statusChangedAt: sql`now()`,
      statusChangedBy: change.userId,
      ...(change.reason === undefined ? {} : { cancelReason: change.reason }),
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        where(companyId, id),
        sql`${orders.status} = any(${sql.param([...change.from])}::text[])`,
        change.version === undefined ? undefined : eq(orders.version, change.version),
      ),
    )
    .returning({ id: orders.publicationId });
  return rows.length > 0;
}

// ---- assignees ----

export async function assigneesOf(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ publicationId: orderAssignees.publicationId, id: users.id, name: users.name })
    .from(orderAssignees)
    .innerJoin(users, eq(users.id, orderAssignees.userId))
    .where(and(eq(orderAssignees.companyId, companyId), inArray(orderAssignees.publicationId, [...ids])))
    .orderBy(asc(users.name), asc(users.id));
}

/** Sets the order's assigned members to exactly userIds; answers those newly added. */
export async function setAssignees(tx: Tx, companyId: string, id: string, userIds: readonly string[]) {
  const before = await tx
    .select({ userId: orderAssignees.userId })
    .from(orderAssignees)
    .where(and(eq(orderAssignees.companyId, companyId), eq(orderAssignees.publicationId, id)));
  const had = new Set(before.map((row) => row.userId));
  const keep = new Set(userIds);
  const gone = [...had].filter((userId) => !keep.has(userId));
  if (gone.length > 0) {
    await tx
      .delete(orderAssignees)
      .where(
        and(
          eq(orderAssignees.companyId, companyId),
          eq(orderAssignees.publicationId, id),
          inArray(orderAssignees.userId, gone),
        ),
      );
  }
  const added = userIds.filter((userId) => !had.has(userId));
  if (added.length > 0) {
    await tx.insert(orderAssignees).values(added.map((userId) => ({ companyId, publicationId: id, userId })));
  }
  return added;
}

// ---- lines ----

export type LineValues = Omit<typeof orderLines.$inferInsert, "companyId" | "publicationId">;

export async function linesOf(tx: Tx, companyId: string, id: string) {
  return tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.publicationId, id)))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The options of these products of the company (to name the choices picked on lines), by product id. */
export async function productOptionsOf(tx: Tx, companyId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, ProductOption[]>();
  const rows = await tx
    .select({ id: products.id, options: products.options })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...productIds])));
  return new Map(rows.map((row) => [row.id, row.options]));
}

/** Replaces the order's lines with these, in order (a line keeping its id keeps its row). */
export async function replaceLines(tx: Tx, companyId: string, id: string, lines: readonly LineValues[]) {
  await tx.delete(orderLines).where(and(eq(orderLines.companyId, companyId), eq(orderLines.publicationId, id)));
  if (lines.length > 0) {
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, companyId, publicationId: id })));
  }
}

// ---- list ----

export interface OrderFilter {
  q?: string;
  status?: OrderStatus;
  customerId?: string;
  responsibleId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/**
 * A page of the orders the viewer sees (visibleTo of the objects), newest order date first, then
 * by number; a search matches the order's number, its name, or a customer of `customerIds` (those
 * the customers' search matched).
 */
export async function listOrders(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  filter: OrderFilter,
  customerIds: readonly string[] | null,
) {
  const text = filter.q?.trim();
  const search = text
    ? or(
        /^\d{1,9}$/.test(text) ? eq(orders.number, Number(text)) : undefined,
        nameMatches(companyId, text),
        customerIds && customerIds.length > 0 ? inArray(orders.customerId, [...customerIds]) : undefined,
      )
    : undefined;
  return tx
    .select({
      id: orders.publicationId,
      number: orders.number,
      name: publications.name,
      status: orders.status,
      customerId: orders.customerId,
      orderDate: orders.orderDate,
      plannedStart: orders.plannedStart,
      responsibleId: orders.responsibleId,
      responsibleName: sql<string | null>`(select u.name from users u where u.id = ${orders.responsibleId})`,
      netOre: orders.netOre,
      grossOre: orders.grossOre,
    })
    .from(orders)
    .innerJoin(publications, eq(publications.id, orders.publicationId))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(publications.companyId, companyId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.customerId ? eq(orders.customerId, filter.customerId) : undefined,
        filter.responsibleId ? eq(orders.responsibleId, filter.responsibleId) : undefined,
        filter.from ? gte(orders.orderDate, filter.from) : undefined,
        filter.to ? lte(orders.orderDate, filter.to) : undefined,
        search,
        visibleTo(viewer),
      ),
    )
    .orderBy(desc(orders.orderDate), desc(orders.number))
    .limit(filter.limit)
    .offset(filter.offset);
}

// ---- mail ----

/** The members' names, addresses and languages, and the company's name, for a mail. */
export async function memberContacts(tx: Tx, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      company: sql<string>`(select c.name from ${companies} c where c.id = ${companyUsers.companyId})`,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, [...userIds])));
}

/** The plant's customer and name, when it is one of the company's plants. */
export async function plantOf(tx: Tx, companyId: string, plantId: string) {
  const [row] = await tx
    .select({ customerId: plants.customerId, name: publications.name })
    .from(plants)
    .innerJoin(publications, eq(publications.id, plants.publicationId))
    .where(and(eq(plants.companyId, companyId), eq(plants.publicationId, plantId)));
  return row ?? null;
}
