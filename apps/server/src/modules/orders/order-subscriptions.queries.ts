import type { Permission, SubscriptionStatus } from "@app/contract";
import { and, asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  companies,
  companyUsers,
  orderSubscriptionOccurrences,
  orderSubscriptions,
  orders,
  permissions,
  publications,
  users,
} from "../../db/schema";
import { likeText } from "../../db/sql";
import { type Viewer, visibleTo } from "../publications/publications.policy";

export type { StoredSubscriptionLine } from "../../db/schema/orders";

export type SubscriptionValues = typeof orderSubscriptions.$inferInsert;

export async function insertSubscription(tx: Tx, values: SubscriptionValues) {
  await tx.insert(orderSubscriptions).values(values);
}

const where = (companyId: string, id: string) =>
  and(eq(orderSubscriptions.companyId, companyId), eq(orderSubscriptions.publicationId, id));

const columns = {
  id: orderSubscriptions.publicationId,
  name: sql<string>`(select p.name from publications p where p.id = "order_subscriptions"."publication_id")`,
  status: orderSubscriptions.status,
  customerId: orderSubscriptions.customerId,
  contactId: orderSubscriptions.contactId,
  plantId: orderSubscriptions.plantId,
  plantName: sql<string | null>`(select p.name from publications p where p.id = "order_subscriptions"."plant_id")`,
  deliveryAddress: orderSubscriptions.deliveryAddress,
  responsibleId: orderSubscriptions.responsibleId,
  responsibleName: sql<string | null>`(select u.name from users u where u.id = "order_subscriptions"."responsible_id")`,
  assigneeIds: orderSubscriptions.assigneeIds,
  rrule: orderSubscriptions.rrule,
  startDate: orderSubscriptions.startDate,
  endDate: orderSubscriptions.endDate,
  horizonDays: orderSubscriptions.horizonDays,
  orderText: orderSubscriptions.orderText,
  internalNotes: orderSubscriptions.internalNotes,
  lines: orderSubscriptions.lines,
  createdBy: orderSubscriptions.createdBy,
  version: orderSubscriptions.version,
  createdAt: orderSubscriptions.createdAt,
  updatedAt: orderSubscriptions.updatedAt,
};

export async function findSubscription(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(columns).from(orderSubscriptions).where(where(companyId, id));
  return row ?? null;
}
export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

/** A page of the subscriptions the viewer sees (as objects), by name. */
export async function listSubscriptions(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  filter: { q?: string; status?: SubscriptionStatus; customerId?: string; limit: number; offset: number },
) {
  const rows = await tx
    .select({ id: orderSubscriptions.publicationId })
    .from(orderSubscriptions)
    .innerJoin(publications, eq(publications.id, orderSubscriptions.publicationId))
    .where(
      and(
        eq(orderSubscriptions.companyId, companyId),
        filter.status ? eq(orderSubscriptions.status, filter.status) : undefined,
        filter.customerId ? eq(orderSubscriptions.customerId, filter.customerId) : undefined,
        filter.q ? ilike(publications.name, likeText(filter.q)) : undefined,
        visibleTo(viewer),
      ),
    )
    .orderBy(sql`lower(${publications.name})`, asc(publications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => row.id);
}

export type SubscriptionChanges = Partial<Omit<SubscriptionValues, "publicationId" | "companyId" | "version">>;

/** Changes the subscription in one conditional UPDATE (given a version, only that one); answers whether it changed. */
export async function updateSubscription(
  tx: Tx,
  companyId: string,
  id: string,
  when: { version?: number; statuses?: readonly SubscriptionStatus[] },
  changes: SubscriptionChanges,
) {
  const rows = await tx
    .update(orderSubscriptions)
    .set({ ...changes, version: sql`${orderSubscriptions.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        where(companyId, id),
        when.version === undefined ? undefined : eq(orderSubscriptions.version, when.version),
        when.statuses ? inArray(orderSubscriptions.status, [...when.statuses]) : undefined,
      ),
    )
    .returning({ id: orderSubscriptions.publicationId });
  return rows.length > 0;
}

export async function userNames(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.name), asc(users.id));
}

// ---- generation ----

/** The companies with an active subscription (the job's read across companies, withSystem). */
export async function companiesWithActiveSubscriptions(tx: Tx) {
  const rows = await tx
    .selectDistinct({ companyId: orderSubscriptions.companyId })
    .from(orderSubscriptions)
    .where(eq(orderSubscriptions.status, "active"));
  return rows.map((row) => row.companyId);
}

/**
 * The company's active subscriptions (or only the one given, when active), in a fixed order
 * (concurrent runs claim in the same order).
 */
export async function activeSubscriptions(tx: Tx, companyId: string, only?: string) {
  return tx
    .select(columns)
    .from(orderSubscriptions)
    .where(
      and(
        eq(orderSubscriptions.companyId, companyId),
        eq(orderSubscriptions.status, "active"),
        only === undefined ? undefined : eq(orderSubscriptions.publicationId, only),
      ),
    )
    .orderBy(asc(orderSubscriptions.publicationId));
}

/**
 * Claims a subscription's date: `INSERT … ON CONFLICT DO NOTHING RETURNING`. A concurrent run that
 * claimed it first makes this wait for its commit and then answer false, so each date's order is
 * made once however many processes run the job.
 */
export async function claimOccurrence(tx: Tx, companyId: string, subscriptionId: string, date: string) {
  const rows = await tx
    .insert(orderSubscriptionOccurrences)
    .values({ companyId, subscriptionId, occurrenceDate: date })
    .onConflictDoNothing()
    .returning({ date: orderSubscriptionOccurrences.occurrenceDate });
  return rows.length > 0;
}

export async function setOccurrenceOrder(
  tx: Tx,
  companyId: string,
  subscriptionId: string,
  date: string,
  orderId: string,
) {
  await tx
    .update(orderSubscriptionOccurrences)
    .set({ orderId })
    .where(
      and(
        eq(orderSubscriptionOccurrences.companyId, companyId),
        eq(orderSubscriptionOccurrences.subscriptionId, subscriptionId),
        eq(orderSubscriptionOccurrences.occurrenceDate, date),
      ),
    );
}

/** The dates claimed, newest first, with the order made for each (null when it was deleted since). */
export async function occurrencesOf(tx: Tx, companyId: string, subscriptionId: string, limit: number) {
  return tx
    .select({
      date: orderSubscriptionOccurrences.occurrenceDate,
      orderId: orders.publicationId,
      number: orders.number,
      status: orders.status,
    })
    .from(orderSubscriptionOccurrences)
    .leftJoin(orders, eq(orders.publicationId, orderSubscriptionOccurrences.orderId))
    .where(
      and(
        eq(orderSubscriptionOccurrences.companyId, companyId),
        eq(orderSubscriptionOccurrences.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(desc(orderSubscriptionOccurrences.occurrenceDate))
    .limit(limit);
}

/** A member's type and permissions in the company and its features: whom the job makes a subscription's orders as. */
export async function memberOf(tx: Tx, companyId: string, userId: string) {
  const [member] = await tx
    .select({ type: companyUsers.type, enabledFeatures: companies.enabledFeatures })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!member) return null;
  const granted = await tx
    .select({ permission: permissions.permission })
    .from(permissions)
    .where(and(eq(permissions.companyId, companyId), eq(permissions.userId, userId)));
  return { ...member, permissions: new Set(granted.map((row) => row.permission as Permission)) };
}
