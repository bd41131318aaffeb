import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyUsers, groups, publicationShares, publications, users } from "../../db/schema";
import { listColumns, lockUser, toListItem } from "../publications/publications.columns";
import { sharedWith } from "../publications/publications.policy";

export async function listShares(tx: Tx, companyId: string, publicationId: string) {
  const rows = await tx
    .select({
      id: publicationShares.id,
      userId: publicationShares.userId,
      userName: users.name,
      groupId: publicationShares.groupId,
      groupName: groups.name,
      createdAt: publicationShares.createdAt,
    })
    .from(publicationShares)
    .leftJoin(users, eq(users.id, publicationShares.userId))
    .leftJoin(groups, eq(groups.id, publicationShares.groupId))
    .where(and(eq(publicationShares.companyId, companyId), eq(publicationShares.publicationId, publicationId)))
    .orderBy(asc(publicationShares.createdAt), asc(publicationShares.id));
  return rows.map((row) => ({
    id: row.id,
    user: row.userId ? { id: row.userId, name: row.userName ?? "" } : null,
    group: row.groupId ? { id: row.groupId, name: row.groupName ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function isCompanyMember(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return Boolean(row);
}

export async function insertShare(tx: Tx, values: typeof publicationShares.$inferInsert) {
  const [row] = await tx
    .insert(publicationShares)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: publicationShares.id });
  return row?.id ?? null;
}

export async function deleteShare(tx: Tx, companyId: string, publicationId: string, id: string) {
  const rows = await tx
    .delete(publicationShares)
    .where(
      and(
        eq(publicationShares.companyId, companyId),
        eq(publicationShares.publicationId, publicationId),
        eq(publicationShares.id, id),
      ),
    )
    .returning({ id: publicationShares.id, userId: publicationShares.userId, groupId: publicationShares.groupId });
  return rows[0] ?? null;
}

/** Active objects shared with the user in the given companies (run in those companies' scope). */
export async function listCollaborations(
  tx: Tx,
  userId: string,
  companyIds: string[],
  page: { limit: number; offset: number },
) {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .select({ ...listColumns, companyName: companies.name })
    .from(publications)
    .innerJoin(companies, eq(companies.id, publications.companyId))
    .leftJoin(groups, eq(groups.id, publications.groupId))
    .leftJoin(lockUser, eq(lockUser.id, publications.lockedBy))
    .where(and(inArray(publications.companyId, companyIds), eq(publications.status, "active"), sharedWith(userId)))
    .orderBy(sql`lower(${publications.name})`, asc(publications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...toListItem(row), company: { id: row.companyId, name: row.companyName } }));
}
