import type { EnabledFeatures, Publication, publicationCreateSchema, publicationInputSchema } from "@app/contract";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { canArchive, canBreakLock, canCreate, canEdit, canShare, type Viewer } from "./publications.policy";
import * as q from "./publications.queries";

type Input = z.output<typeof publicationInputSchema>;
type CreateInput = z.output<typeof publicationCreateSchema>;

export const viewerOf = (tenant: Tenant): Viewer => ({
  userId: tenant.userId,
  type: tenant.type,
  permissions: tenant.permissions,
});

const locked = (name: string) =>
  new AppError(409, "LOCKED", `The object is being edited by ${name || "another user"}.`);

/** The object as its page shows it, or 404 when the viewer may not see it. */
export async function getPublication(tx: Tx, tenant: Tenant, id: string): Promise<Publication> {
  const viewer = viewerOf(tenant);
  const found = await q.findPublication(tx, tenant.companyId, id, viewer);
  if (!found) throw notFound("Object");
  return {
    ...found,
    can: {
      edit: canEdit(viewer),
      archive: canArchive(viewer),
      share: canShare(viewer),
      unlock: canBreakLock(viewer, found.type),
    },
  };
}

async function checkGroup(tx: Tx, companyId: string, groupId: string | null) {
  if (groupId && !(await q.groupExists(tx, companyId, groupId))) {
    throw new AppError(400, "VALIDATION", "Unknown group.", "groupId");
  }
}

export function typeEnabled(features: EnabledFeatures, type: string) {
  return (features.publicationTypes as string[]).includes(type);
}

export async function createPublication(tx: Tx, tenant: Tenant, input: CreateInput) {
  if (!canCreate(viewerOf(tenant))) throw forbidden();
  if (!typeEnabled(tenant.enabledFeatures, input.type)) {
    throw new AppError(400, "VALIDATION", "This object type is not enabled for the company.", "type");
  }
  await checkGroup(tx, tenant.companyId, input.groupId);
  const id = await q.insertPublication(tx, {
    ...input,
    companyId: tenant.companyId,
    objectNumber: await q.nextObjectNumber(tx, tenant.companyId),
    createdBy: tenant.userId,
    updatedBy: tenant.userId,
  });
  return getPublication(tx, tenant, id);
}

/** Saves the whole object; refused while someone else holds the edit lock. */
export async function updatePublication(tx: Tx, tenant: Tenant, id: string, input: Input) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  if (current.lock && current.lock.user.id !== tenant.userId) throw locked(current.lock.user.name);
  await checkGroup(tx, tenant.companyId, input.groupId);
  await q.updatePublication(tx, tenant.companyId, id, { ...input, updatedBy: tenant.userId, updatedAt: new Date() });
  return getPublication(tx, tenant, id);
}

export async function setArchived(tx: Tx, tenant: Tenant, id: string, archived: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.archive) throw forbidden();
  await q.updatePublication(tx, tenant.companyId, id, {
    status: archived ? "archived" : "active",
    lockedBy: null,
    lockedAt: null,
    updatedBy: tenant.userId,
    updatedAt: new Date(),
  });
  return getPublication(tx, tenant, id);
}

/** Takes (or renews) the edit lock; breaking another's live lock needs the unlock permission. */
export async function lock(tx: Tx, tenant: Tenant, id: string, force: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  if (current.status === "archived") throw new AppError(409, "ARCHIVED", "An archived object cannot be edited.");
  const holder = current.lock?.user;
  if (holder && holder.id !== tenant.userId) {
    if (!force) throw locked(holder.name);
    if (!current.can.unlock) throw forbidden();
  }
  await q.updatePublication(tx, tenant.companyId, id, { lockedBy: tenant.userId, lockedAt: new Date() });
  return getPublication(tx, tenant, id);
}

/**
 * Releases one's own lock. Another's is released only when asked for (force) and allowed, so a
 * tab whose lock was taken over does not free the new holder's lock when it closes.
 */
export async function unlock(tx: Tx, tenant: Tenant, id: string, force: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  const holder = current.lock?.user;
  if (holder && holder.id !== tenant.userId) {
    if (!force) return current;
    if (!current.can.unlock) throw forbidden();
  }
  await q.updatePublication(tx, tenant.companyId, id, { lockedBy: null, lockedAt: null });
  return getPublication(tx, tenant, id);
}

export async function watch(tx: Tx, tenant: Tenant, id: string, on: boolean) {
  await getPublication(tx, tenant, id);
  await q.setWatch(tx, tenant.companyId, id, tenant.userId, on);
  return getPublication(tx, tenant, id);
}
