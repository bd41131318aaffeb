import { API_TOKEN_PREFIX, type Permission } from "@app/contract";
import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import { newToken, sha256 } from "../../lib/tokens";
import type { Tenant } from "../../plugins/tenant";
import { recordPermissionChange } from "../audit/audit.service";
import { checkActOn } from "../company-users/company-users.service";
import { mayGrant } from "../company-users/members.policy";
import * as q from "./api-tokens.queries";

/** Revokes every token of a user (a sign-out everywhere, a changed e-mail), in the companies of tx's scope. */
export function revokeTokensOfUser(tx: Tx, userId: string) {
  return q.revokeTokensOfUser(tx, userId);
}

/** Creates a token with permissions the tenant may grant; the answer carries the secret, shown this once. */
export async function createToken(tx: Tx, tenant: Tenant, input: { name: string; permissions: Permission[] }) {
  // A token can do no more than its creator may grant.
  mayGrant(tenant, input.permissions);
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const created = await q.insertToken(tx, {
    companyId: tenant.companyId,
    name: input.name,
    permissions: input.permissions,
    tokenHash: sha256(token),
    createdBy: tenant.userId,
  });
  // The token acts with these permissions: a grant like a member's.
  await recordPermissionChange(tx, {
    companyId: tenant.companyId,
    kind: "api_tokens",
    entityId: created.id,
    subjectUserId: tenant.userId,
    label: input.name,
    before: [],
    after: input.permissions,
  });
  return { ...created, token };
}

/** Revokes a live token of a creator holding nothing the tenant lacks (members.policy's mayActOn). */
export async function revokeToken(tx: Tx, tenant: Tenant, id: string) {
  const token = await q.findToken(tx, tenant.companyId, id);
  if (token?.createdBy) await checkActOn(tx, tenant, [token.createdBy.id]);
  if (!(await q.revokeToken(tx, tenant.companyId, id))) throw notFound("API token");
  await recordPermissionChange(tx, {
    companyId: tenant.companyId,
    kind: "api_tokens",
    entityId: id,
    subjectUserId: token?.createdBy?.id ?? null,
    label: token?.name ?? null,
    before: token?.permissions ?? [],
    after: [],
  });
}
