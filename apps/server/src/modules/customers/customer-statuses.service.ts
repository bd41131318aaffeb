import {
  type CustomerStatus,
  type customerStatusCreateSchema,
  type customerStatusUpdateSchema,
  ErrorCode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./customer-statuses.queries";

/**
 * The company's customer statuses (issue 45): names unique (letter case aside), one default that
 * new customers get. A customer's change of status is a change of its row, which the audit log
 * records (docs/audit.md).
 */

type Create = z.output<typeof customerStatusCreateSchema>;
type Update = z.output<typeof customerStatusUpdateSchema>;

const nameTaken = (name: string) => conflict(ErrorCode.Conflict, `A status named ${name} exists already.`, "name");

/** A unique index met by a concurrent save: the name or the default. */
const clash = (name: string | undefined) => (error: unknown) => {
  if (!isUniqueViolation(error)) throw error;
  throw name
    ? nameTaken(name)
    : conflict(ErrorCode.Conflict, "Another status was made the default at the same time.", "isDefault");
};

export async function getStatus(tx: Tx, tenant: Tenant, id: string): Promise<CustomerStatus> {
  const status = await q.findStatus(tx, tenant.companyId, id);
  if (!status) throw notFound("Status");
  return status;
}

export async function listStatuses(tx: Tx, tenant: Tenant) {
  return q.listStatuses(tx, tenant.companyId);
}

/** A new status, last unless placed; the company's first becomes the default, and isDefault moves it here. */
export async function createStatus(tx: Tx, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  if (await q.statusNamed(tx, companyId, input.name)) throw nameTaken(input.name);
  const { count, nextPosition } = await q.statusCount(tx, companyId);
  const isDefault = input.isDefault || count === 0;
  if (isDefault) await q.clearDefaultStatus(tx, companyId);
  const id = await q
    .insertStatus(tx, { ...input, position: input.position ?? nextPosition, isDefault, companyId })
    .catch(clash(undefined));
  if (!id) throw nameTaken(input.name);
  return getStatus(tx, tenant, id);
}

/** Saves the fields sent; the default moves only by making another status the default. */
export async function updateStatus(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const { companyId } = tenant;
  const current = await getStatus(tx, tenant, id);
  if (input.name && (await q.statusNamed(tx, companyId, input.name, id))) throw nameTaken(input.name);
  if (input.isDefault === false && current.isDefault) {
    throw conflict(ErrorCode.Conflict, "A company keeps a default status: make another one the default.", "isDefault");
  }
  if (input.isDefault && !current.isDefault) await q.clearDefaultStatus(tx, companyId);
  // A body without a field to change (`{}`) saves nothing: there is no row to write.
  if (Object.values(input).some((value) => value !== undefined)) {
    await q.updateStatus(tx, companyId, id, input).catch(clash(input.name));
  }
  return getStatus(tx, tenant, id);
}

/** Deletes a status; its customers get the default status. The default goes only as the last status. */
export async function deleteStatus(tx: Tx, tenant: Tenant, id: string) {
  const { companyId } = tenant;
  const current = await getStatus(tx, tenant, id);
  if (current.isDefault && (await q.statusCount(tx, companyId)).count > 1) {
    throw conflict(ErrorCode.Conflict, "Make another status the default before deleting this one.", "isDefault");
  }
  await q.deleteStatus(tx, companyId, id, current.isDefault ? null : await q.defaultStatusId(tx, companyId));
}
