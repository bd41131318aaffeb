import { GROUP_ALL_LIMIT, GROUP_CATEGORY, type GroupType } from "@app/contract";
import { and, asc, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories, companyUsers, customers, groups, groupUsers, publications, users } from "../../db/schema";
import { likeText } from "../../db/sql";
import { invalid, notFound } from "../../lib/errors";

const columns = {
  id: groups.id,
  name: groups.name,
  type: groups.type,
  customerConnected: groups.customerConnected,
  createdAt: groups.createdAt,
  customerId: customers.id,
  customerName: customers.name,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryColor: categories.color,
  memberCount: sql<number>`(select count(*)::int from group_users gu where gu.group_id = ${groups.id})`,
  objectCount: sql<number>`(select count(*)::int from publications p
    where p.group_id = ${groups.id} and p.status = 'active')`,
};

const selectGroups = (tx: Tx) =>
  tx
    .select(columns)
    .from(groups)
    .leftJoin(customers, eq(customers.id, groups.customerId))
    .leftJoin(categories, eq(categories.id, groups.categoryId));

type Row = Awaited<ReturnType<typeof selectGroups>>[number];

const toGroup = (row: Row) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  customerConnected: row.customerConnected,
  customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
  category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? "", color: row.categoryColor ?? 0 } : null,
  memberCount: row.memberCount,
  objectCount: row.objectCount,
  createdAt: row.createdAt.toISOString(),
});

export interface GroupFilter {
  limit: number;
  offset: number;
  q?: string;
  type?: GroupType;
  customerConnected?: boolean;
  userId?: string;
  all?: boolean;
}

/** The company's groups by name; a search matches the group's or its customer's name. */
export async function listGroups(tx: Tx, companyId: string, filter: GroupFilter) {
  const q = filter.q ? likeText(filter.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(groups.companyId, companyId),
    filter.type ? eq(groups.type, filter.type) : undefined,
    filter.customerConnected === undefined ? undefined : eq(groups.customerConnected, filter.customerConnected),
    filter.userId
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(groupUsers)
            .where(and(eq(groupUsers.groupId, groups.id), eq(groupUsers.userId, filter.userId))),
        )
      : undefined,
    q ? or(ilike(groups.name, q), ilike(customers.name, q)) : undefined,
  ];
  const rows = await selectGroups(tx)
    .where(and(...conditions))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id))
    .limit(filter.all ? GROUP_ALL_LIMIT : filter.limit)
    .offset(filter.all ? 0 : filter.offset);
  return rows.map(toGroup);
}

export async function findGroup(tx: Tx, companyId: string, id: string) {
  const [row] = await selectGroups(tx).where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
  return row ? toGroup(row) : null;
}

export async function getGroup(tx: Tx, companyId: string, id: string) {
  const group = await findGroup(tx, companyId, id);
  if (!group) throw notFound("Group");
  return group;
}

/** 400 naming the field unless the customer is the company's. */
export async function checkCustomer(tx: Tx, companyId: string, customerId: string | null) {
  if (!customerId) return;
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!row) throw invalid("customerId", "Unknown customer.");
}

/** 400 naming the field unless the category is one of the company's group categories. */
export async function checkCategory(tx: Tx, companyId: string, categoryId: string | null) {
  if (!categoryId) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.companyId, companyId), eq(categories.type, GROUP_CATEGORY), eq(categories.id, categoryId)),
    );
  if (!row) throw invalid("categoryId", "Unknown group category.");
}

export async function listMembers(tx: Tx, companyId: string, groupId: string) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email, type: companyUsers.type })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .innerJoin(
      companyUsers,
      and(eq(companyUsers.companyId, groupUsers.companyId), eq(companyUsers.userId, groupUsers.userId)),
    )
    .where(and(eq(groupUsers.companyId, companyId), eq(groupUsers.groupId, groupId)))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function insertGroup(tx: Tx, values: typeof groups.$inferInsert) {
  const [row] = await tx.insert(groups).values(values).returning({ id: groups.id });
  if (!row) throw new Error("group not stored");
  return row.id;
}

export async function updateGroup(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<Omit<typeof groups.$inferInsert, "companyId">>,
) {
  await tx
    .update(groups)
    .set(values)
    .where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
}

export async function deleteGroup(tx: Tx, companyId: string, id: string) {
  await tx.delete(groups).where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
}

export async function addMember(tx: Tx, companyId: string, groupId: string, userId: string) {
  await tx.insert(groupUsers).values({ companyId, groupId, userId }).onConflictDoNothing();
}

/** Answers whether the user was a member. */
export async function removeMember(tx: Tx, companyId: string, groupId: string, userId: string) {
  const rows = await tx
    .delete(groupUsers)
    .where(and(eq(groupUsers.companyId, companyId), eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)))
    .returning({ userId: groupUsers.userId });
  return rows.length > 0;
}

/** An object the caller may see (`visible`), with its group; null otherwise. */
export async function findPublicationForGroup(tx: Tx, companyId: string, publicationId: string, visible?: SQL) {
  const [row] = await tx
    .select({
      id: publications.id,
      groupId: publications.groupId,
    })
    .from(publications)
    .where(and(eq(publications.companyId, companyId), eq(publications.id, publicationId), visible));
  return row ?? null;
}

export async function listGroupCategories(tx: Tx, companyId: string, page: { limit: number; offset: number }) {
  return tx
    .select({ id: categories.id, name: categories.name, color: categories.color })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.type, GROUP_CATEGORY)))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The portals (groups of type PORTAL) the user is a member of in the company. */
export async function portalsOfMember(tx: Tx, companyId: string, userId: string) {
  return tx
    .select({ id: groups.id, name: groups.name, customerName: customers.name })
    .from(groups)
    .innerJoin(groupUsers, and(eq(groupUsers.groupId, groups.id), eq(groupUsers.userId, userId)))
    .leftJoin(customers, eq(customers.id, groups.customerId))
    .where(and(eq(groups.companyId, companyId), eq(groups.type, "PORTAL")))
    .orderBy(asc(groups.name));
}
