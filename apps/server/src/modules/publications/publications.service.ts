import {
  type EnabledFeatures,
  ErrorCode,
  type Publication,
  type publicationCreateSchema,
  type publicationInputSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, forbidden, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { recordEvent } from "../audit/audit.service";
import { checkCustomerChoosable } from "../customers/customers.service";
import { canArchive, canBreakLock, canCreate, canEdit, canShare, type Viewer } from "./publications.policy";
import * as q from "./publications.queries";

/** Whether the group exists in the company (a group named by an object or a share). */
export function groupExists(tx: Tx, companyId: string, groupId: string) {
  return q.groupExists(tx, companyId, groupId);
}

type Input = z.output<typeof publicationInputSchema>;
type CreateInput = z.output<typeof publicationCreateSchema>;

export const viewerOf = (tenant: Pick<Tenant, "userId" | "type" | "permissions">): Viewer => ({
  userId: tenant.userId,
  type: tenant.type,
  permissions: tenant.permissions,
});

const locked = (name: string) => conflict(ErrorCode.Locked, `The object is being edited by ${name || "another user"}.`);
const archivedError = () => conflict(ErrorCode.Archived, "An archived object cannot be edited.");
const closedError = () =>
  conflict(ErrorCode.InvestigationClosed, "The investigation is closed: its object cannot be edited.");

/** The object as its page shows it, or 404 when the viewer may not see it. */
export async function getPublication(tx: Tx, tenant: Tenant, id: string): Promise<Publication> {
  const viewer = viewerOf(tenant);
  const found = await q.findPublication(tx, tenant.companyId, id, viewer);
  if (!found) throw notFound("Object");
  return {
    ...found,
    // Guests never see customers (docs/customers.md): not even as an object's customer.
    customer: viewer.type === "GUEST" ? null : found.customer,
    can: {
      edit: canEdit(viewer),
      archive: canArchive(viewer),
      share: canShare(viewer),
      unlock: canBreakLock(viewer, found.type),
    },
  };
}

/** Whether a member (not necessarily the caller) sees the object, by the rule of visibleTo. */
export async function seesObject(tx: Tx, companyId: string, id: string, viewer: Viewer) {
  return (await q.findPublication(tx, companyId, id, viewer)) !== null;
}

async function checkGroup(tx: Tx, companyId: string, groupId: string | null) {
  if (groupId && !(await q.groupExists(tx, companyId, groupId))) {
    throw invalid("groupId", "Unknown group.");
  }
}

/** A customer newly linked to an object: the company's, in use (400 otherwise); one kept as it is stays. */
async function checkCustomer(tx: Tx, tenant: Tenant, customerId: string | null | undefined, current?: string | null) {
  if (customerId && customerId !== current) await checkCustomerChoosable(tx, tenant, customerId);
}

export function typeEnabled(features: EnabledFeatures, type: string) {
  return (features.publicationTypes as string[]).includes(type);
}

export async function createPublication(tx: Tx, tenant: Tenant, input: CreateInput) {
  if (!canCreate(viewerOf(tenant))) throw forbidden();
  if (!typeEnabled(tenant.enabledFeatures, input.type)) {
    throw invalid("type", "This object type is not enabled for the company.");
  }
  await checkGroup(tx, tenant.companyId, input.groupId);
  await checkCustomer(tx, tenant, input.customerId);
  const id = await q.insertPublication(tx, {
    ...input,
    companyId: tenant.companyId,
    objectNumber: await q.nextObjectNumber(tx, tenant.companyId),
    createdBy: tenant.userId,
    updatedBy: tenant.userId,
  });
  return getPublication(tx, tenant, id);
}

/**
 * Changes the object's content in one conditional UPDATE: refused (409 LOCKED) while another user
 * holds its edit lock and, given the version the change was based on, refused (409 STALE_VERSION,
 * with the object as it is now) when it changed since. Moving an object between groups uses it too.
 */
export async function changeObject(tx: Tx, tenant: Tenant, id: string, values: q.PublicationValues, version?: number) {
  const when = { lockFreeFor: tenant.userId, version };
  if (await q.updatePublication(tx, tenant.companyId, id, { ...values, ...q.changedBy(tenant.userId) }, when)) {
    return;
  }
  const holder = await q.lockHolder(tx, tenant.companyId, id, tenant.userId);
  if (holder) throw locked(holder.name);
  throw staleVersion(await getPublication(tx, tenant, id));
}

/** Saves the fields sent (a field not sent is kept; see changeObject). */
export async function updatePublication(tx: Tx, tenant: Tenant, id: string, input: Input) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  if (current.closed) throw closedError();
  await checkGroup(tx, tenant.companyId, input.groupId ?? null);
  await checkCustomer(tx, tenant, input.customerId, current.customer?.id ?? null);
  const { version, ...values } = input;
  await changeObject(tx, tenant, id, values, version);
  return getPublication(tx, tenant, id);
}

/** Archiving also ends the edit lock: an archived object cannot be edited. */
export async function setArchived(tx: Tx, tenant: Tenant, id: string, archived: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.archive) throw forbidden();
  await q.updatePublication(tx, tenant.companyId, id, {
    status: archived ? "archived" : "active",
    lockedBy: null,
    lockedAt: null,
    ...q.changedBy(tenant.userId),
  });
  return getPublication(tx, tenant, id);
}

/**
 * Takes (or renews) the edit lock in one conditional UPDATE (lockFree), so of two users asking at
 * once exactly one gets it; breaking another's live lock needs the unlock permission.
 */
export async function lock(tx: Tx, tenant: Tenant, id: string, force: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  if (current.status === "archived") throw archivedError();
  if (current.closed) throw closedError();
  const taken = await q.updatePublication(
    tx,
    tenant.companyId,
    id,
    { lockedBy: tenant.userId, lockedAt: new Date() },
    { active: true, lockFreeFor: force && current.can.unlock ? undefined : tenant.userId },
  );
  if (!taken) {
    const holder = await q.lockHolder(tx, tenant.companyId, id, tenant.userId);
    if (!holder) throw archivedError();
    throw force ? forbidden() : locked(holder.name);
  }
  // A renewal of one's own lock is no event; taking a free lock or another's is.
  const before = current.lock?.user.id ?? null;
  if (before !== tenant.userId) await recordLockEvent(tx, tenant, "lock", current, before);
  return getPublication(tx, tenant, id);
}

/**
 * The event of meaning of an edit lock taken or released (besides the trigger's row event): the
 * object, its name, the holder before and after, and the person whose lock was broken or released
 * when it was not the actor's own.
 */
function recordLockEvent(
  tx: Tx,
  tenant: Tenant,
  action: "lock" | "unlock",
  publication: Publication,
  holderBefore: string | null,
) {
  return recordEvent(tx, {
    companyId: tenant.companyId,
    action,
    kind: "publications",
    entityId: publication.id,
    objectId: publication.id,
    subjectUserId: holderBefore && holderBefore !== tenant.userId ? holderBefore : null,
    label: publication.name,
    changes: { lockedBy: [holderBefore, action === "lock" ? tenant.userId : null] },
  });
}

/**
 * Releases one's own lock. Another's is released only when asked for (force) and allowed, so a
 * tab whose lock was taken over does not free the new holder's lock when it closes.
 */
export async function unlock(tx: Tx, tenant: Tenant, id: string, force: boolean) {
  const current = await getPublication(tx, tenant, id);
  if (!current.can.edit) throw forbidden();
  const when = { lockFreeFor: force && current.can.unlock ? undefined : tenant.userId };
  const released = await q.updatePublication(tx, tenant.companyId, id, { lockedBy: null, lockedAt: null }, when);
  if (!released && force) throw forbidden();
  if (released && current.lock) await recordLockEvent(tx, tenant, "unlock", current, current.lock.user.id);
  return released ? getPublication(tx, tenant, id) : current;
}

export async function watch(tx: Tx, tenant: Tenant, id: string, on: boolean) {
  await getPublication(tx, tenant, id);
  await q.setWatch(tx, tenant.companyId, id, tenant.userId, on);
  return getPublication(tx, tenant, id);
}

/** The objects of one group the viewer sees (404 for a group the company does not have). */
export async function listGroupPublications(
  tx: Tx,
  tenant: Tenant,
  groupId: string,
  filter: Omit<q.ListFilter, "groupId">,
) {
  if (!(await q.groupExists(tx, tenant.companyId, groupId))) throw notFound("Group");
  return q.listPublications(tx, tenant.companyId, viewerOf(tenant), { ...filter, groupId });
}

/** A page of the objects linked to a customer that the viewer sees (visibleTo), active ones by name. */
export function objectsOfCustomer(tx: Tx, tenant: Tenant, customerId: string, page: { limit: number; offset: number }) {
  return q.listPublications(tx, tenant.companyId, viewerOf(tenant), {
    ...page,
    customerId,
    archived: false,
    sort: "name",
    direction: "asc",
  });
}
