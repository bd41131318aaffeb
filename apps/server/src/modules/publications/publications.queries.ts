import type { PublicationListQuery } from "@app/contract";
import { and, asc, desc, eq, not, type SQL, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { companyCounters, groups, investigations, publications, publicationWatches, users } from "../../db/schema";
import { listColumns, lockUser, selectList, toListItem } from "./publications.columns";
import { lockFree, nameMatches, type Viewer, visibleTo } from "./publications.policy";

const createdByUser = alias(users, "created_by_user");
const updatedByUser = alias(users, "updated_by_user");

const sortColumns = {
  name: sql`lower(${publications.name})`,
  objectNumber: publications.objectNumber,
  periodDate: publications.periodDate,
  updatedAt: publications.updatedAt,
};

export interface ListFilter {
  limit: number;
  offset: number;
  q?: string;
  type?: string;
  groupId?: string;
  /** The objects linked to this customer (its page). */
  customerId?: string;
  archived: boolean;
  sort: NonNullable<PublicationListQuery["sort"]>;
  direction: "asc" | "desc";
}

export async function listPublications(tx: Tx, companyId: string, viewer: Viewer, filter: ListFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(publications.companyId, companyId),
    eq(publications.status, filter.archived ? "archived" : "active"),
    visibleTo(viewer),
    filter.type ? eq(publications.type, filter.type) : undefined,
    filter.groupId ? eq(publications.groupId, filter.groupId) : undefined,
    filter.customerId ? eq(publications.customerId, filter.customerId) : undefined,
  ];
  const q = filter.q?.trim();
  if (q) conditions.push(nameMatches(companyId, q, { number: true }));
  const order = filter.direction === "desc" ? desc : asc;
  const rows = await selectList(tx)
    .where(and(...conditions))
    .orderBy(order(sortColumns[filter.sort]), asc(publications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toListItem);
}

/** One object the viewer may see, with the names the page shows; null when hidden or absent. */
export async function findPublication(tx: Tx, companyId: string, id: string, viewer: Viewer) {
  const [row] = await tx
    .select({
      ...listColumns,
      body: publications.body,
      createdAt: publications.createdAt,
      createdBy: publications.createdBy,
      createdByName: createdByUser.name,
      updatedBy: publications.updatedBy,
      updatedByName: updatedByUser.name,
      version: publications.version,
      customerId: publications.customerId,
      customerName: sql<string | null>`(select c.name from customers c where c.id = ${publications.customerId})`,
      watched: sql<boolean>`exists (select 1 from ${publicationWatches} where ${publicationWatches.publicationId} = ${publications.id} and ${publicationWatches.userId} = ${viewer.userId})`,
      closed: sql<boolean>`exists (select 1 from ${investigations} where ${investigations.publicationId} = ${publications.id} and ${investigations.status} = 'closed')`,
    })
    .from(publications)
    .leftJoin(groups, eq(groups.id, publications.groupId))
    .leftJoin(lockUser, eq(lockUser.id, publications.lockedBy))
    .leftJoin(createdByUser, eq(createdByUser.id, publications.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, publications.updatedBy))
    .where(and(eq(publications.companyId, companyId), eq(publications.id, id), visibleTo(viewer)));
  if (!row) return null;
  return {
    ...toListItem(row),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? "" } : null,
    updatedBy: row.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? "" } : null,
    version: row.version,
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
    watched: row.watched,
    closed: row.closed,
  };
}

/** The next object number of the company (row-locked counter, so numbers never repeat). */
export async function nextObjectNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, name: "publication", value: 1 })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`${companyCounters.value} + 1` },
    })
    .returning({ value: companyCounters.value });
  if (!row) throw new Error("counter not updated");
  return row.value;
}

export async function insertPublication(tx: Tx, values: typeof publications.$inferInsert) {
  const [row] = await tx.insert(publications).values(values).returning({ id: publications.id });
  if (!row) throw new Error("object not stored");
  return row.id;
}

/** What a change of an object's content writes besides the change: who, when, the next version. */
export const changedBy = (userId: string) => ({
  updatedBy: userId,
  updatedAt: new Date(),
  version: sql`${publications.version} + 1`,
});

/** The columns of an object a change may set (its version moves by changedBy). */
export type PublicationValues = Omit<Partial<typeof publications.$inferInsert>, "version">;

/** When a conditional update applies: the lock free for a user (lockFree), the version the change was based on, active. */
export interface UpdateCondition {
  lockFreeFor?: string;
  version?: number;
  active?: boolean;
}

/** Updates the object where `when` holds, in one statement; false when it did not. */
export async function updatePublication(
  tx: Tx,
  companyId: string,
  id: string,
  values: PgUpdateSetSource<typeof publications>,
  when: UpdateCondition = {},
) {
  const rows = await tx
    .update(publications)
    .set(values)
    .where(
      and(
        eq(publications.companyId, companyId),
        eq(publications.id, id),
        when.lockFreeFor === undefined ? undefined : lockFree(when.lockFreeFor),
        when.version === undefined ? undefined : eq(publications.version, when.version),
        when.active ? eq(publications.status, "active") : undefined,
      ),
    )
    .returning({ id: publications.id });
  return rows.length > 0;
}

/** Who holds a live edit lock that keeps `userId` from writing the object; null when none does. */
export async function lockHolder(tx: Tx, companyId: string, id: string, userId: string) {
  const [row] = await tx
    .select({ id: lockUser.id, name: lockUser.name })
    .from(publications)
    .innerJoin(lockUser, eq(lockUser.id, publications.lockedBy))
    .where(and(eq(publications.companyId, companyId), eq(publications.id, id), not(lockFree(userId))));
  return row ?? null;
}

export async function groupExists(tx: Tx, companyId: string, groupId: string) {
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), eq(groups.id, groupId)));
  return Boolean(row);
}

export async function setWatch(tx: Tx, companyId: string, publicationId: string, userId: string, on: boolean) {
  if (on) {
    await tx.insert(publicationWatches).values({ companyId, publicationId, userId }).onConflictDoNothing();
  } else {
    await tx
      .delete(publicationWatches)
      .where(
        and(
          eq(publicationWatches.companyId, companyId),
          eq(publicationWatches.publicationId, publicationId),
          eq(publicationWatches.userId, userId),
        ),
      );
  }
}
