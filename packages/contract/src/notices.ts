import { z } from "zod";
import { isIsoDate } from "./dates";
import { PAGE_FETCH, versionSchema } from "./publications";
import { byIds, entityIdSchema } from "./references";

const isoDate = z.string().refine(isIsoDate, "Expected a date as YYYY-MM-DD");
const userRef = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const REMINDER_CATEGORY = "REMINDER_CATEGORY";
export const CATEGORY_LIMIT = 100;

/** A category; the colour is a number (0xRRGGBB) shown as hex. */
export const categorySchema = z.object({ id: z.uuid(), name: z.string(), color: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  color: z.number().int().min(0).max(0xffffff),
});
export const categoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATEGORY_LIMIT).default(CATEGORY_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  type: z.literal(REMINDER_CATEGORY).default(REMINDER_CATEGORY),
});

export const colorToHex = (color: number) => `#${color.toString(16).padStart(6, "0")}`;
export const hexToColor = (hex: string) => Number.parseInt(hex.replace("#", ""), 16);

/** The Notice (reminder) entity of the spec's section 3. */
export const noticeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  enddate: z.string().nullable(),
  reminderAt: z.string().nullable(),
  noticePeriod: z.string().nullable(),
  /** true means completed. */
  status: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Comma-separated tags. */
  tag: z.string(),
  manager: userRef.nullable(),
  assignees: z.array(userRef),
  companyCategory: categorySchema.nullable(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  company: z.object({ id: z.uuid() }),
  updatedAt: z.string(),
  updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  version: versionSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

const title = z.string().trim().min(1).max(200);
const noticePeriod = z.string().trim().max(50).nullable();

/** A notice's writable fields, by ids. */
const noticeFieldsSchema = z.object({
  title,
  description: z.string().max(5000),
  enddate: isoDate.nullable(),
  reminderAt: isoDate.nullable(),
  noticePeriod,
  status: z.boolean(),
  tag: z.string().max(1000),
  managerId: z.uuid().nullable(),
  assigneeIds: z.array(z.uuid()).max(100),
  categoryId: z.uuid().nullable(),
});
const fields = noticeFieldsSchema.shape;

/** A PUT body by ids: the fields to change, based on the version read. */
const noticeChangesSchema = noticeFieldsSchema.partial().extend({ version: versionSchema.optional() });
export type NoticeInput = z.input<typeof noticeChangesSchema>;

/**
 * PUT takes the whole notice as GET answers it (manager, assignees and companyCategory as entities;
 * server-owned fields ignored), or the same by ids; a field not sent is kept.
 */
export const noticeInputSchema = noticeChangesSchema
  .extend({
    manager: entityIdSchema.nullable().optional(),
    assignees: z.array(entityIdSchema).max(100).optional(),
    companyCategory: entityIdSchema.nullable().optional(),
  })
  .transform(({ manager, assignees, companyCategory, ...changes }) =>
    byIds(changes, { managerId: manager, assigneeIds: assignees, categoryId: companyCategory }),
  );

/**
 * POST: a new notice on an object; a field not sent takes its default. A reminder date left out
 * (not null) gets the default one when there is an end date (newNoticeDates).
 */
export const noticeCreateSchema = noticeFieldsSchema.extend({
  description: fields.description.default(""),
  enddate: fields.enddate.default(null),
  reminderAt: fields.reminderAt.optional(),
  noticePeriod: fields.noticePeriod.optional(),
  status: fields.status.default(false),
  tag: fields.tag.default(""),
  managerId: fields.managerId.default(null),
  assigneeIds: fields.assigneeIds.default([]),
  categoryId: fields.categoryId.default(null),
  publicationId: z.uuid(),
});

export const noticeSorts = ["reminderAt", "title", "enddate"] as const;
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** The list's filters, as the query string keeps them (spec section 2). */
export const noticeFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  manager: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  completed: flag.optional(),
  categoryId: z.union([z.uuid(), z.literal("none")]).optional(),
  /** Comma-separated user ids: notices assigned to any of them. */
  assignee: z
    .string()
    .max(2000)
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.uuid()).max(50))
    .optional(),
  /** Reminders on one object (the object page's list). */
  publicationId: z.uuid().optional(),
  /** All the company's reminders; without it, the ones the user manages or is assigned to. */
  all: flag.optional(),
});
export type NoticeFilter = z.output<typeof noticeFilterSchema>;

/** The most reminders one list request answers (an object's reminders are read in one). */
export const NOTICE_LIST_MAX = 1000;

export const noticeListQuerySchema = noticeFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(NOTICE_LIST_MAX).default(PAGE_FETCH),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  sort: z.enum(noticeSorts).default("title"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  /**
   * Optional hint: the id of the reminder just before the page (the previous page's last row, as
   * the web sends it on "next"). With it the page is the `limit` rows after that row in the list's
   * order, found from the row's sort key instead of by skipping `offset` rows, so a deep page costs
   * what the first does; `offset` alone still answers the same page (docs/benchmarks.md, issue 19).
   */
  after: z.uuid().optional(),
});

/** The mass-edit payload of the spec, plus the list's filters for all=true. */
export const massEditSchema = z
  .object({
    ids: z.array(z.uuid()).max(1000).default([]),
    all: z.boolean().default(false),
    exclude: z.array(z.uuid()).max(10_000).default([]),
    enddate: isoDate.nullable().optional(),
    noticePeriod: noticePeriod.optional(),
    reminderAt: isoDate.nullable().optional(),
    assignees: z.array(z.uuid()).max(100).optional(),
    status: z.boolean().optional(),
    filters: noticeFilterSchema.optional(),
  })
  .refine((v) => v.all || v.ids.length > 0, { message: "Select at least one reminder", path: ["ids"] });
export type MassEdit = z.input<typeof massEditSchema>;

/** Reminders as the calendar shows them. */
export const REMINDERS_LIMIT = 1_000_000;
export const reminderSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  reminderAt: z.string(),
  enddate: z.string().nullable(),
  status: z.boolean(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  company: z.object({ id: z.uuid(), name: z.string() }),
});
export type Reminder = z.infer<typeof reminderSchema>;
