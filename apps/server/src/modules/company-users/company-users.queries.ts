import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companyUsers, formGroupUsers, groupUsers, permissions, userRoleUsers, users, userTags } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { likeText } from "../publications/publications.queries";

/** Members of the company by name, optionally searched by name or email and limited to a type. */
export async function listCompanyUsers(
  tx: Tx,
  companyId: string,
  query: { limit: number; offset: number; q?: string; type?: "DEFAULT" | "GUEST" },
) {
  const q = query.q ? likeText(query.q) : undefined;
  const where = and(
    query.type ? eq(companyUsers.type, query.type) : undefined,
    q ? or(ilike(users.name, q), ilike(users.email, q)) : undefined,
  );
  return selectMembers(tx, companyId, where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
}

const selectMembers = (tx: Tx, companyId: string, where: SQL | undefined) =>
  tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: companyUsers.type,
      features: companyUsers.features,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), where));

/** 400 naming the field unless every id is a member of the company. */
export async function checkMembers(tx: Tx, companyId: string, userIds: string[], field: string) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, unique)));
  if (rows.length !== unique.length) throw new AppError(400, "VALIDATION", "Unknown user.", field);
}

export async function findCompanyUser(tx: Tx, companyId: string, userId: string) {
  const [row] = await selectMembers(tx, companyId, eq(users.id, userId));
  return row ?? null;
}

/** Companies the user belongs to besides this one (their account is theirs, not this company's). */
export async function otherMemberships(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), ne(companyUsers.companyId, companyId)));
  return row?.n ?? 0;
}

/** Removes a member: membership, permissions, group, form group and role memberships, tags (their work stays). */
export async function removeMember(tx: Tx, companyId: string, userId: string) {
  await tx.delete(userTags).where(and(eq(userTags.companyId, companyId), eq(userTags.userId, userId)));
  await tx.delete(userRoleUsers).where(and(eq(userRoleUsers.companyId, companyId), eq(userRoleUsers.userId, userId)));
  await tx
    .delete(formGroupUsers)
    .where(and(eq(formGroupUsers.companyId, companyId), eq(formGroupUsers.userId, userId)));
  await tx.delete(permissions).where(and(eq(permissions.companyId, companyId), eq(permissions.userId, userId)));
  await tx.delete(groupUsers).where(and(eq(groupUsers.companyId, companyId), eq(groupUsers.userId, userId)));
  await tx.delete(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

/**
 * Sets the type and/or web login of several members (all known to be members);
 * answers those whose web login became blocked by it.
 */
export async function massUpdateMembers(
  tx: Tx,
  companyId: string,
  userIds: string[],
  change: { type?: "DEFAULT" | "GUEST"; denyLoginOnWeb?: boolean },
) {
  const scope = and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, userIds));
  const before =
    change.denyLoginOnWeb === true
      ? await tx
          .select({ userId: companyUsers.userId, features: companyUsers.features })
          .from(companyUsers)
          .where(scope)
      : [];
  await tx
    .update(companyUsers)
    .set({
      ...(change.type ? { type: change.type } : {}),
      ...(change.denyLoginOnWeb !== undefined
        ? {
            features: sql`jsonb_set(${companyUsers.features}, '{denyLoginOnWeb}', ${JSON.stringify(change.denyLoginOnWeb)}::jsonb)`,
          }
        : {}),
    })
    .where(scope);
  return before.filter((row) => !row.features.denyLoginOnWeb).map((row) => row.userId);
}
