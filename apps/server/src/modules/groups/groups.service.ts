import type { groupCreateSchema, groupUpdateSchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.service";
import { visibleTo } from "../publications/publications.policy";
import { changeObject, viewerOf } from "../publications/publications.service";
import * as q from "./groups.queries";

type Fields = z.output<typeof groupCreateSchema>;

/** A portal of a company with the customers feature serves a customer: it needs one. */
async function checkFields(tx: Tx, tenant: Tenant, { type, customerId, categoryId }: Fields) {
  if (type === "PORTAL" && tenant.enabledFeatures.customers && !customerId) {
    throw invalid("customerId", "A customer portal needs a customer.");
  }
  await q.checkCustomer(tx, tenant.companyId, customerId);
  await q.checkCategory(tx, tenant.companyId, categoryId);
}

const stored = ({ name, type, customerId, categoryId }: Fields) => ({
  name,
  type,
  customerId,
  customerConnected: customerId !== null,
  categoryId,
});

export async function createGroup(tx: Tx, tenant: Tenant, input: Fields) {
  await checkFields(tx, tenant, input);
  const id = await q.insertGroup(tx, { companyId: tenant.companyId, ...stored(input) });
  return q.getGroup(tx, tenant.companyId, id);
}

/** Saves the fields sent; a field not sent is kept. */
export async function updateGroup(tx: Tx, tenant: Tenant, groupId: string, input: z.output<typeof groupUpdateSchema>) {
  const current = await q.getGroup(tx, tenant.companyId, groupId);
  const fields = {
    name: current.name,
    type: current.type,
    customerId: current.customer?.id ?? null,
    categoryId: current.category?.id ?? null,
    ...input,
  };
  await checkFields(tx, tenant, fields);
  await q.updateGroup(tx, tenant.companyId, groupId, stored(fields));
  return q.getGroup(tx, tenant.companyId, groupId);
}

export async function deleteGroup(tx: Tx, tenant: Tenant, groupId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  await q.deleteGroup(tx, tenant.companyId, groupId);
}

export async function listMembers(tx: Tx, tenant: Tenant, groupId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  return q.listMembers(tx, tenant.companyId, groupId);
}

/** Adds a member of the company (once); answers the group's members. */
export async function addMember(tx: Tx, tenant: Tenant, groupId: string, userId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  await checkMembers(tx, tenant.companyId, [userId], "userId");
  await q.addMember(tx, tenant.companyId, groupId, userId);
  return q.listMembers(tx, tenant.companyId, groupId);
}

export async function removeMember(tx: Tx, tenant: Tenant, groupId: string, userId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  if (!(await q.removeMember(tx, tenant.companyId, groupId, userId))) throw notFound("Member");
}

/** Puts an object the caller sees into the group (it leaves its previous group), under the object's edit lock. */
export async function addObject(tx: Tx, tenant: Tenant, groupId: string, publicationId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  const object = await q.findPublicationForGroup(tx, tenant.companyId, publicationId, visibleTo(viewerOf(tenant)));
  if (!object) throw invalid("publicationId", "Unknown object.");
  await changeObject(tx, tenant, object.id, { groupId });
  return q.getGroup(tx, tenant.companyId, groupId);
}

/** Takes an object out of the group (it then has no group), under the object's edit lock. */
export async function removeObject(tx: Tx, tenant: Tenant, groupId: string, publicationId: string) {
  await q.getGroup(tx, tenant.companyId, groupId);
  const object = await q.findPublicationForGroup(tx, tenant.companyId, publicationId);
  if (!object || object.groupId !== groupId) throw notFound("Object");
  await changeObject(tx, tenant, object.id, { groupId: null });
  return q.getGroup(tx, tenant.companyId, groupId);
}

/** The portals the member of the request belongs to (a portal member asks for services through them). */
export async function portalsOfMember(tx: Tx, tenant: Tenant) {
  return q.portalsOfMember(tx, tenant.companyId, tenant.userId);
}
