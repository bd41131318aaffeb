import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { customerStatuses, customers } from "../../db/schema";

/** The company's customer statuses (issue 45). */

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
