import { type EnabledFeatures, GUEST_PERMISSIONS, type Permission, type UserType } from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import { type Database, rowsOf, type Tx } from "../db/client";
import { companyUsers } from "../db/schema";

/** A user's membership of a company: what the tenant checks before a company route runs. */
export interface Membership {
  type: UserType;
  features: { denyLoginOnWeb: boolean };
  enabledFeatures: EnabledFeatures;
  permissions: ReadonlySet<Permission>;
}

/** A row of app_membership (migrations 0014, 0017). */
export interface MembershipRow {
  type: UserType;
  features: { denyLoginOnWeb: boolean };
  enabled_features: EnabledFeatures;
  permissions: Permission[];
}

/**
 * What a member's stored permissions let them do: a guest never holds administration
 * permissions (GUEST_PERMISSIONS), even if a row says otherwise.
 */
export const effectivePermissions = (type: UserType, stored: Iterable<Permission>): ReadonlySet<Permission> =>
  new Set(type === "GUEST" ? [...stored].filter((p) => GUEST_PERMISSIONS.has(p)) : stored);

export const toMembership = (row: MembershipRow): Membership => ({
  type: row.type,
  features: row.features,
  enabledFeatures: row.enabled_features,
  permissions: effectivePermissions(row.type, row.permissions),
});

/**
 * The user's membership of the company, or null: one statement through app_membership, since
 * every company route asks it before its own transaction.
 */
export async function loadMembership(db: Database, companyId: string, userId: string) {
  const [row] = rowsOf<MembershipRow>(await db.execute(sql`select * from app_membership(${companyId}, ${userId})`));
  return row ? toMembership(row) : null;
}

/** The memberships of the user in the given companies, by company: one statement for all of them. */
export async function loadMemberships(db: Database, companyIds: readonly string[], userId: string) {
  if (companyIds.length === 0) return new Map<string, Membership>();
  const rows = rowsOf<MembershipRow & { company_id: string }>(
    await db.execute(
      sql`select c.id as company_id, m.* from unnest(${sql.param(companyIds)}::uuid[]) as c(id)
          cross join lateral app_membership(c.id, ${userId}) as m`,
    ),
  );
  return new Map(rows.map((row) => [row.company_id, toMembership(row)]));
}

/**
 * The ids of the user's companies; web: only those whose web login is not blocked for them.
 * Run in the user's scope (withUserScope), which shows their own memberships only.
 */
export async function companyIdsOfUser(tx: Tx, userId: string, options: { web?: boolean } = {}) {
  const rows = await tx
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.userId, userId),
        options.web ? sql`coalesce((${companyUsers.features}->>'denyLoginOnWeb')::boolean, false) = false` : undefined,
      ),
    );
  return rows.map((row) => row.companyId);
}
