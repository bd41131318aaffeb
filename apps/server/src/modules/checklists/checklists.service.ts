import { randomUUID } from "node:crypto";
import { type Checklist, type checklistInputSchema, ErrorCode, publicationTypes } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, forbidden, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.service";
import { getPublication } from "../publications/publications.service";
import { maySave } from "./checklists.policy";
import * as q from "./checklists.queries";

const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

function present(publicationId: string, row: q.ChecklistRow | null, items: q.ItemRow[]): Checklist {
  return {
    id: row?.id ?? null,
    publicationId,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: ref(row?.updatedBy ?? null, row?.updatedByName ?? null),
    items: items.map((item) => ({
      id: item.id,
      text: item.text,
      assignee: ref(item.assigneeId, item.assigneeName),
      dueDate: item.dueDate,
      done: item.doneAt !== null,
      doneBy: item.doneAt ? ref(item.doneBy, item.doneByName) : null,
      doneAt: item.doneAt?.toISOString() ?? null,
    })),
  };
}

async function read(tx: Tx, companyId: string, publicationId: string, lock = false) {
  const row = await q.findByObject(tx, companyId, publicationId, lock);
  return { row, items: row ? await q.itemsOf(tx, companyId, row.id) : [] };
}

/** The checklist of an object the member sees (an empty one at version 0 when it has none). */
export async function getChecklist(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  const { row, items } = await read(tx, tenant.companyId, publicationId);
  return present(publicationId, row, items);
}

/**
 * Saves the whole checklist of an object: its items in order. An item keeps who ticked it and when
 * while it stays done; one newly done is ticked by the caller now. A save based on an older version
 * is refused with the checklist as it is now.
 */
export async function saveChecklist(tx: Tx, tenant: Tenant, input: z.output<typeof checklistInputSchema>) {
  const { companyId, userId } = tenant;
  const publication = await getPublication(tx, tenant, input.publicationId);
  if (!publicationTypes[publication.type].sections.includes("checklist")) {
    throw invalid("publicationId", "This type of object has no checklist.");
  }
  if (publication.status === "archived") {
    throw conflict(ErrorCode.Archived, "An archived object cannot be changed.");
  }
  if (publication.closed) {
    throw conflict(ErrorCode.InvestigationClosed, "The investigation is closed: its checklist cannot change.");
  }
  const current = await read(tx, companyId, input.publicationId, true);
  const stale = async () => {
    const now = await read(tx, companyId, input.publicationId);
    return staleVersion(present(input.publicationId, now.row, now.items));
  };
  const version = input.version ?? current.row?.version ?? 0;
  if (version !== (current.row?.version ?? 0)) throw await stale();
  const known = new Map(current.items.map((item) => [item.id, item]));
  const next = input.items.map((item) => ({ ...item, id: item.id && known.has(item.id) ? item.id : undefined }));
  maySave(publication.can.edit, userId, current.items, next);
  const assignees = new Set(next.flatMap((item) => (item.assigneeId ? [item.assigneeId] : [])));
  await checkMembers(tx, companyId, [...assignees], "items");

  // Creating races on the object's unique checklist, saving on its version: the loser is told it is stale.
  const id = current.row
    ? (await q.bumpVersion(tx, companyId, current.row.id, version, userId)) && current.row.id
    : (await q.insertChecklist(tx, companyId, input.publicationId, userId))?.id;
  if (!id) throw await stale();
  const now = new Date();
  await q.replaceItems(
    tx,
    companyId,
    id,
    next.map((item, position) => {
      const was = item.id ? known.get(item.id) : undefined;
      const stays = item.done && was?.doneAt;
      return {
        id: item.id ?? randomUUID(),
        position,
        text: item.text,
        assigneeId: item.assigneeId,
        dueDate: item.dueDate,
        doneAt: item.done ? (stays ? was.doneAt : now) : null,
        doneBy: item.done ? (stays ? was.doneBy : userId) : null,
      };
    }),
  );
  return getChecklist(tx, tenant, input.publicationId);
}

/** Removes an object's checklist: a member who may edit the object. */
export async function deleteChecklist(tx: Tx, tenant: Tenant, id: string) {
  const found = await q.findById(tx, tenant.companyId, id);
  if (!found) throw notFound("Checklist");
  const publication = await getPublication(tx, tenant, found.publicationId).catch(() => {
    throw notFound("Checklist");
  });
  if (!publication.can.edit) throw forbidden();
  await q.deleteChecklist(tx, tenant.companyId, id);
}
