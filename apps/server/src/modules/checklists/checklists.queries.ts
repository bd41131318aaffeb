import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { checklistItems, checklists, users } from "../../db/schema";

const person = (column: typeof checklistItems.assigneeId | typeof checklistItems.doneBy) =>
  sql<string | null>`(select u.name from ${users} u where u.id = ${column})`;

/** An object's checklist row, locked for a save when asked. */
export async function findByObject(tx: Tx, companyId: string, publicationId: string, lock = false) {
  const query = tx
    .select({
      id: checklists.id,
      publicationId: checklists.publicationId,
      version: checklists.version,
      updatedAt: checklists.updatedAt,
      updatedBy: checklists.updatedBy,
      updatedByName: sql<string | null>`(select u.name from ${users} u where u.id = ${checklists.updatedBy})`,
    })
    .from(checklists)
    .where(and(eq(checklists.companyId, companyId), eq(checklists.publicationId, publicationId)));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export type ChecklistRow = NonNullable<Awaited<ReturnType<typeof findByObject>>>;

export async function findById(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: checklists.id, publicationId: checklists.publicationId })
    .from(checklists)
    .where(and(eq(checklists.companyId, companyId), eq(checklists.id, id)));
  return row ?? null;
}

export function itemsOf(tx: Tx, companyId: string, checklistId: string) {
  return tx
    .select({
      id: checklistItems.id,
      position: checklistItems.position,
      text: checklistItems.text,
      assigneeId: checklistItems.assigneeId,
      assigneeName: person(checklistItems.assigneeId),
      dueDate: checklistItems.dueDate,
      doneAt: checklistItems.doneAt,
      doneBy: checklistItems.doneBy,
      doneByName: person(checklistItems.doneBy),
    })
    .from(checklistItems)
    .where(and(eq(checklistItems.companyId, companyId), eq(checklistItems.checklistId, checklistId)))
    .orderBy(asc(checklistItems.position));
}

export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** A new checklist at version 1; null when another save created the object's checklist first. */
export async function insertChecklist(tx: Tx, companyId: string, publicationId: string, userId: string) {
  const [row] = await tx
    .insert(checklists)
    .values({ companyId, publicationId, updatedBy: userId })
    .onConflictDoNothing()
    .returning({ id: checklists.id });
  return row ?? null;
}

/** Raises the version if it is still `version` (one conditional UPDATE); false when it moved. */
export async function bumpVersion(tx: Tx, companyId: string, id: string, version: number, userId: string) {
  const rows = await tx
    .update(checklists)
    .set({ version: sql`${checklists.version} + 1`, updatedAt: sql`now()`, updatedBy: userId })
    .where(and(eq(checklists.companyId, companyId), eq(checklists.id, id), eq(checklists.version, version)))
    .returning({ id: checklists.id });
  return rows.length > 0;
}

type ItemValues = Omit<typeof checklistItems.$inferInsert, "companyId" | "checklistId">;

/** Makes the checklist's items exactly these, in this order: others are removed. */
export async function replaceItems(tx: Tx, companyId: string, checklistId: string, items: ItemValues[]) {
  const keep = items.flatMap((item) => (item.id ? [item.id] : []));
  await tx
    .delete(checklistItems)
    .where(
      and(
        eq(checklistItems.companyId, companyId),
        eq(checklistItems.checklistId, checklistId),
        keep.length ? notInArray(checklistItems.id, keep) : undefined,
      ),
    );
  if (items.length === 0) return;
  await tx
    .insert(checklistItems)
    .values(items.map((item) => ({ ...item, companyId, checklistId })))
    .onConflictDoUpdate({
      target: checklistItems.id,
      set: {
        position: sql`excluded.position`,
        text: sql`excluded.text`,
        assigneeId: sql`excluded.assignee_id`,
        dueDate: sql`excluded.due_date`,
        doneAt: sql`excluded.done_at`,
        doneBy: sql`excluded.done_by`,
      },
      setWhere: sql`${checklistItems.checklistId} = ${checklistId}`,
    });
}

export async function deleteChecklist(tx: Tx, companyId: string, id: string) {
  await tx.delete(checklists).where(and(eq(checklists.companyId, companyId), eq(checklists.id, id)));
}
