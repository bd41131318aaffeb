import { z } from "zod";
import { isIsoDate } from "./dates";
import { byIds, entityIdSchema } from "./references";

/** Items of one checklist, and the length of an item's text. */
export const CHECKLIST_ITEMS_LIMIT = 200;
export const CHECKLIST_TEXT_LIMIT = 500;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const checklistItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  assignee: personSchema.nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  /** Who ticked it and when (null while not done). */
  doneBy: personSchema.nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * An object's checklist: its items in order. An object without one answers id null, no items and
 * version 0; the first save creates it.
 */
export const checklistSchema = z.object({
  id: z.uuid().nullable(),
  publicationId: z.uuid(),
  items: z.array(checklistItemSchema),
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: personSchema.nullable(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistQuerySchema = z.object({ publicationId: z.uuid() });

/** One item as a save sends it. */
export const checklistItemInputSchema = z
  .object({
    /** An item of this checklist keeps its id (and who ticked it); any other id makes a new item. */
    id: z.uuid().optional(),
    text: z.string().trim().min(1).max(CHECKLIST_TEXT_LIMIT),
    assigneeId: z.uuid().nullable().optional(),
    assignee: entityIdSchema.nullable().optional(),
    dueDate: z.string().refine(isIsoDate, "Expected a date as YYYY-MM-DD").nullable().default(null),
    done: z.boolean().default(false),
  })
  .transform(({ assignee, ...item }) => {
    const { assigneeId = null, ...rest } = byIds(item, { assigneeId: assignee });
    return { ...rest, assigneeId };
  });

/**
 * PUT: the whole checklist of an object in order, as GET answers it. `version` is the one it was
 * read at (0 for none yet): an older one is refused (409 STALE_VERSION); without it the save
 * overwrites.
 */
export const checklistInputSchema = z.object({
  publicationId: z.uuid(),
  version: z.number().int().min(0).optional(),
  items: z.array(checklistItemInputSchema).max(CHECKLIST_ITEMS_LIMIT),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;
