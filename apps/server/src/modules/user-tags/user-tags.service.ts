import { ErrorCode } from "@app/contract";
import type { Tx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkActOn, findCompanyUser } from "../company-users/company-users.service";
import { maySeeTagsOf } from "./user-tags.policy";
import * as q from "./user-tags.queries";

/** 404 unless the user is a member of the tenant's company. */
async function checkMember(tx: Tx, tenant: Tenant, userId: string) {
  if (!(await findCompanyUser(tx, tenant.companyId, userId))) throw notFound("User");
}

export async function listTags(tx: Tx, tenant: Tenant, userId: string) {
  if (!maySeeTagsOf(tenant, userId)) throw forbidden();
  await checkMember(tx, tenant, userId);
  return q.listTags(tx, tenant.companyId, userId);
}

/** Tags a member the actor may act on; 409 TAG_EXISTS when they have a tag of that name. */
export async function addTag(tx: Tx, tenant: Tenant, userId: string, name: string) {
  await checkMember(tx, tenant, userId);
  await checkActOn(tx, tenant, [userId]);
  const tag = await q.addTag(tx, tenant.companyId, userId, name);
  if (!tag) throw conflict(ErrorCode.TagExists, "The user already has this tag.", "name");
  return tag;
}

export async function removeTag(tx: Tx, tenant: Tenant, userId: string, tagId: string) {
  await checkActOn(tx, tenant, [userId]);
  if (!(await q.removeTag(tx, tenant.companyId, userId, tagId))) throw notFound("Tag");
}
