import type { Permission } from "@app/contract";
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  companyUsers,
  formGroupUsers,
  groupUsers,
  permissions,
  sessions,
  userAvatars,
  userRoleUsers,
  users,
  userTags,
} from "../../db/schema";
import { likeText } from "../../db/sql";
import { invalid } from "../../lib/errors";
import { effectivePermissions } from "../../plugins/membership";
import type { Target } from "./members.policy";

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
      hasAvatar: sql<boolean>`exists (select 1 from ${userAvatars} where ${userAvatars.userId} = ${users.id})`,
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
  if (rows.length !== unique.length) throw invalid(field, "Unknown user.");
}

export async function findCompanyUser(tx: Tx, companyId: string, userId: string) {
  const [row] = await selectMembers(tx, companyId, eq(users.id, userId));
  return row ?? null;
}

/** The members among userIds with their type and effective permissions (unknown ids are left out). */
export async function memberTargets(tx: Tx, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Target>();
  const rows = await tx
    .select({ userId: companyUsers.userId, type: companyUsers.type, permission: permissions.permission })
    .from(companyUsers)
    .leftJoin(
      permissions,
      and(eq(permissions.companyId, companyUsers.companyId), eq(permissions.userId, companyUsers.userId)),
    )
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, [...new Set(userIds)])));
  const stored = new Map<string, { type: Target["type"]; permissions: Permission[] }>();
  for (const row of rows) {
    const entry = stored.get(row.userId) ?? { type: row.type, permissions: [] };
    if (row.permission) entry.permissions.push(row.permission as Permission);
    stored.set(row.userId, entry);
  }
  return new Map(
    [...stored].map(([userId, { type, permissions: held }]) => [
      userId,
      { type, permissions: effectivePermissions(type, held) },
    ]),
  );
}

/** Saves a member's name (on their account), type and features. */
export async function updateMember(
  tx: Tx,
  companyId: string,
  userId: string,
  change: { name: string; type: "DEFAULT" | "GUEST"; features: { denyLoginOnWeb: boolean } },
) {
  await tx.update(users).set({ name: change.name }).where(eq(users.id, userId));
  await tx
    .update(companyUsers)
    .set({ type: change.type, features: change.features })
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

/** Revokes the user's live web sessions; answers their ids. */
export async function revokeWebSessions(tx: Tx, userId: string) {
  return tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.appId, "web"), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
}

/** A member made a guest keeps only what a guest may hold (GUEST_PERMISSIONS). */
/** Removes the permissions a guest may not hold; answers the removed ones by member. */
export async function dropAdminPermissions(tx: Tx, companyId: string, userIds: string[], guestAllowed: Permission[]) {
  const removed = await tx
    .delete(permissions)
    .where(
      and(
        eq(permissions.companyId, companyId),
        inArray(permissions.userId, userIds),
        notInArray(permissions.permission, guestAllowed),
      ),
    )
    .returning({ userId: permissions.userId, permission: permissions.permission });
  const byMember = new Map<string, string[]>();
  for (const row of removed) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.permission]);
  return byMember;
}

/** The members' stored permissions (the guest rules not applied). */
export async function storedPermissions(tx: Tx, companyId: string, userIds: string[]) {
  const rows = await tx
    .select({ userId: permissions.userId, permission: permissions.permission })
    .from(permissions)
    .where(and(eq(permissions.companyId, companyId), inArray(permissions.userId, userIds)));
  const byMember = new Map<string, string[]>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.permission]);
  return byMember;
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
