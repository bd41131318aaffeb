import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { userRoles, userRoleUsers, users } from "../../db/schema";

/** The company's roles by name, each with its users by name. */
export async function listRoles(tx: Tx, companyId: string, roleIds?: string[]) {
  const roles = await tx
    .select({ id: userRoles.id, name: userRoles.name })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, companyId), roleIds ? inArray(userRoles.id, roleIds) : undefined))
    .orderBy(asc(userRoles.name), asc(userRoles.id));
  if (roles.length === 0) return [];
  const members = await tx
    .select({ roleId: userRoleUsers.roleId, id: users.id, name: users.name })
    .from(userRoleUsers)
    .innerJoin(users, eq(users.id, userRoleUsers.userId))
    .where(
      and(
        eq(userRoleUsers.companyId, companyId),
        inArray(
          userRoleUsers.roleId,
          roles.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return roles.map((role) => ({
    ...role,
    users: members.filter((m) => m.roleId === role.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function findRole(tx: Tx, companyId: string, roleId: string) {
  const [role] = await listRoles(tx, companyId, [roleId]);
  return role ?? null;
}

/** Creates a role; null when the company has one of that name. */
export async function createRole(tx: Tx, companyId: string, name: string) {
  const [row] = await tx
    .insert(userRoles)
    .values({ companyId, name })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return row ? findRole(tx, companyId, row.id) : null;
}

export async function deleteRole(tx: Tx, companyId: string, roleId: string) {
  const rows = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.companyId, companyId), eq(userRoles.id, roleId)))
    .returning({ id: userRoles.id });
  return rows.length === 1;
}

export async function addRoleUser(tx: Tx, companyId: string, roleId: string, userId: string) {
  await tx.insert(userRoleUsers).values({ companyId, roleId, userId }).onConflictDoNothing();
}

export async function removeRoleUser(tx: Tx, companyId: string, roleId: string, userId: string) {
  const rows = await tx
    .delete(userRoleUsers)
    .where(
      and(eq(userRoleUsers.companyId, companyId), eq(userRoleUsers.roleId, roleId), eq(userRoleUsers.userId, userId)),
    )
    .returning({ userId: userRoleUsers.userId });
  return rows.length === 1;
}
