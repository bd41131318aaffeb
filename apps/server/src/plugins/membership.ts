import { type EnabledFeatures, GUEST_PERMISSIONS, type Permission, type UserType } from "@app/contract";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client";

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
