import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { byIds, entityIdSchema } from "./references";

/** Items of one checklist, and the length of an item's text. */
export const CHECKLIST_ITEMS_LIMIT = 200;
export const CHECKLIST_TEXT_LIMIT = 500;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const checklistItemSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  assignee: z.nullable(personSchema),
  dueDate: z.nullable(z.string()),
  done: z.boolean(),
  /** Who ticked it and when (null while not done). */
  doneBy: z.nullable(personSchema),
  doneAt: z.nullable(z.string()),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * An object's checklist: its items in order. An object without one answers id null, no items and
 * version 0; the first save creates it.
 */
export const checklistSchema = z.object({
  id: z.nullable(z.uuid()),
  publicationId: z.uuid(),
  items: z.array(checklistItemSchema),
  version: z.int().check(z.gte(0)),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(personSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistQuerySchema = z.object({ publicationId: z.uuid() });

/** One item as a save sends it. */
export const checklistItemInputSchema = z.pipe(
  z.object({
    /** An item of this checklist keeps its id (and who ticked it); any other id makes a new item. */
    id: z.optional(z.uuid()),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHECKLIST_TEXT_LIMIT)),
    assigneeId: z.optional(z.nullable(z.uuid())),
    assignee: z.optional(z.nullable(entityIdSchema)),
    dueDate: z._default(z.nullable(z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"))), null),
    done: z._default(z.boolean(), false),
  }),
  z.transform(({ assignee, ...item }) => {
    const { assigneeId = null, ...rest } = byIds(item, { assigneeId: assignee });
    return { ...rest, assigneeId };
  }),
);

/**
 * PUT: the whole checklist of an object in order, as GET answers it. `version` is the one it was
 * read at (0 for none yet): an older one is refused (409 STALE_VERSION); without it the save
 * overwrites.
 */
export const checklistInputSchema = z.object({
  publicationId: z.uuid(),
  version: z.optional(z.int().check(z.gte(0))),
  items: z.array(checklistItemInputSchema).check(z.maxLength(CHECKLIST_ITEMS_LIMIT)),
});
export type ChecklistInput = z.input<typeof checklistInputSchema>;
