import { ErrorCode, LIST_ENTRY_LIMIT } from "@app/contract";
import type { Tx } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import * as q from "./categories.queries";

/** What the messages call an entry of each list. */
const entryName: Record<string, string> = {
  REMINDER_CATEGORY: "category",
  GROUP_CATEGORY: "category",
  UNIT_CATEGORY: "unit category",
  PRIORITY: "priority",
  REMINDER_TYPE: "reminder type",
  TAG: "tag",
};

const duplicate = (type: string) =>
  conflict(ErrorCode.Conflict, `A ${entryName[type] ?? "entry"} with this name already exists.`, "name");

type Input = { name: string; color: number };

/** Adds an entry to one of the company's lists: at most 100 a list, names unique (letter case aside). */
export async function createEntry(tx: Tx, companyId: string, type: string, input: Input) {
  if ((await q.countCategories(tx, companyId, type)) >= LIST_ENTRY_LIMIT) {
    throw conflict(ErrorCode.LimitReached, `A list holds at most ${LIST_ENTRY_LIMIT} entries.`);
  }
  if (await q.nameTaken(tx, companyId, type, input.name)) throw duplicate(type);
  return q.insertCategory(tx, { ...input, companyId, type });
}

/** Renames or recolours an entry; 404 when it is not this company's entry of this list. */
export async function updateEntry(tx: Tx, companyId: string, type: string, id: string, input: Input) {
  if (!(await q.findCategory(tx, companyId, type, id))) throw notFound("Entry");
  if (await q.nameTaken(tx, companyId, type, input.name, id)) throw duplicate(type);
  const updated = await q.updateCategory(tx, companyId, type, id, input);
  if (!updated) throw notFound("Entry");
  return updated;
}

export async function deleteEntry(tx: Tx, companyId: string, type: string, id: string) {
  if (!(await q.deleteCategory(tx, companyId, type, id))) throw notFound("Entry");
}

/** One entry of a list: null when it is not this company's of this type. */
export function findCategory(tx: Tx, companyId: string, type: string, id: string) {
  return q.findCategory(tx, companyId, type, id);
}

/** A list's entries by name. */
export function listEntries(tx: Tx, companyId: string, type: string, page: { limit: number; offset: number }) {
  return q.listCategories(tx, companyId, type, page);
}
