import { ErrorCode } from "@app/contract";
import type { Tx } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkActOn, checkMembers } from "../company-users/company-users.service";
import * as q from "./user-roles.queries";

async function getRole(tx: Tx, companyId: string, roleId: string) {
  const role = await q.findRole(tx, companyId, roleId);
  if (!role) throw notFound("Role");
  return role;
}

/** Creates a role; 409 ROLE_EXISTS when the company has one of that name. */
export async function createRole(tx: Tx, companyId: string, name: string) {
  const role = await q.createRole(tx, companyId, name);
  if (!role) throw conflict(ErrorCode.RoleExists, "The company already has a role with this name.", "name");
  return role;
}

export async function deleteRole(tx: Tx, companyId: string, roleId: string) {
  if (!(await q.deleteRole(tx, companyId, roleId))) throw notFound("Role");
}

/** Gives the role to a member the actor may act on; answers the role. */
export async function addRoleUser(tx: Tx, tenant: Tenant, roleId: string, userId: string) {
  await getRole(tx, tenant.companyId, roleId);
  await checkMembers(tx, tenant.companyId, [userId], "userId");
  await checkActOn(tx, tenant, [userId]);
  await q.addRoleUser(tx, tenant.companyId, roleId, userId);
  return getRole(tx, tenant.companyId, roleId);
}

export async function removeRoleUser(tx: Tx, tenant: Tenant, roleId: string, userId: string) {
  await checkActOn(tx, tenant, [userId]);
  if (!(await q.removeRoleUser(tx, tenant.companyId, roleId, userId))) throw notFound("Role member");
}
