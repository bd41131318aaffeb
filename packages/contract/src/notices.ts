import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { PAGE_FETCH, versionSchema } from "./publications";
import { byIds, entityIdSchema } from "./references";

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const userRef = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const REMINDER_CATEGORY = "REMINDER_CATEGORY";
export const CATEGORY_LIMIT = 100;

/** A category; the colour is a number (0xRRGGBB) shown as hex. */
export const categorySchema = z.object({ id: z.uuid(), name: z.string(), color: z.int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  color: z.int().check(z.gte(0), z.lte(0xffffff)),
});
export const categoryQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATEGORY_LIMIT)), CATEGORY_LIMIT),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  type: z._default(z.literal(REMINDER_CATEGORY), REMINDER_CATEGORY),
});

export const colorToHex = (color: number) => `#${color.toString(16).padStart(6, "0")}`;
export const hexToColor = (hex: string) => Number.parseInt(hex.replace("#", ""), 16);

/** The Notice (reminder) entity of the spec's section 3. */
export const noticeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  enddate: z.nullable(z.string()),
  reminderAt: z.nullable(z.string()),
  noticePeriod: z.nullable(z.string()),
  /** true means completed. */
  status: z.boolean(),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Comma-separated tags. */
  tag: z.string(),
  manager: z.nullable(userRef),
  assignees: z.array(userRef),
  companyCategory: z.nullable(categorySchema),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  company: z.object({ id: z.uuid() }),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  version: versionSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const noticePeriod = z.nullable(z.string().check(z.trim(), z.maxLength(50)));

/** A notice's writable fields, by ids. */
const noticeFieldsSchema = z.object({
  title,
  description: z.string().check(z.maxLength(5000)),
  enddate: z.nullable(isoDate),
  reminderAt: z.nullable(isoDate),
  noticePeriod,
  status: z.boolean(),
  tag: z.string().check(z.maxLength(1000)),
  managerId: z.nullable(z.uuid()),
  assigneeIds: z.array(z.uuid()).check(z.maxLength(100)),
  categoryId: z.nullable(z.uuid()),
});
const fields = noticeFieldsSchema.shape;

/** A PUT body by ids: the fields to change, based on the version read. */
const noticeChangesSchema = z.extend(z.partial(noticeFieldsSchema), { version: z.optional(versionSchema) });
export type NoticeInput = z.input<typeof noticeChangesSchema>;

/**
 * PUT takes the whole notice as GET answers it (manager, assignees and companyCategory as entities;
 * server-owned fields ignored), or the same by ids; a field not sent is kept.
 */
export const noticeInputSchema = z.pipe(
  z.extend(noticeChangesSchema, {
    manager: z.optional(z.nullable(entityIdSchema)),
    assignees: z.optional(z.array(entityIdSchema).check(z.maxLength(100))),
    companyCategory: z.optional(z.nullable(entityIdSchema)),
  }),
  z.transform(({ manager, assignees, companyCategory, ...changes }) =>
    byIds(changes, { managerId: manager, assigneeIds: assignees, categoryId: companyCategory }),
  ),
);

/**
 * POST: a new notice on an object; a field not sent takes its default. A reminder date left out
 * (not null) gets the default one when there is an end date (newNoticeDates).
 */
export const noticeCreateSchema = z.extend(noticeFieldsSchema, {
  description: z._default(fields.description, ""),
  enddate: z._default(fields.enddate, null),
  reminderAt: z.optional(fields.reminderAt),
  noticePeriod: z.optional(fields.noticePeriod),
  status: z._default(fields.status, false),
  tag: z._default(fields.tag, ""),
  managerId: z._default(fields.managerId, null),
  assigneeIds: z._default(fields.assigneeIds, []),
  categoryId: z._default(fields.categoryId, null),
  publicationId: z.uuid(),
});

export const noticeSorts = ["reminderAt", "title", "enddate"] as const;
const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

/** The list's filters, as the query string keeps them (spec section 2). */
export const noticeFilterSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  manager: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  completed: z.optional(flag),
  categoryId: z.optional(z.union([z.uuid(), z.literal("none")])),
  /** Comma-separated user ids: notices assigned to any of them. */
  assignee: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(2000)),
        z.transform((v) => v.split(",").filter(Boolean)),
      ),
      z.array(z.uuid()).check(z.maxLength(50)),
    ),
  ),
  /** Reminders on one object (the object page's list). */
  publicationId: z.optional(z.uuid()),
  /** All the company's reminders; without it, the ones the user manages or is assigned to. */
  all: z.optional(flag),
});
export type NoticeFilter = z.output<typeof noticeFilterSchema>;

/** The most reminders one list request answers (an object's reminders are read in one). */
export const NOTICE_LIST_MAX = 1000;

export const noticeListQuerySchema = z.extend(noticeFilterSchema, {
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(NOTICE_LIST_MAX)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  sort: z._default(z.enum(noticeSorts), "title"),
  direction: z._default(z.enum(["asc", "desc"]), "asc"),
  /**
   * Optional hint: the id of the reminder just before the page (the previous page's last row, as
   * the web sends it on "next"). With it the page is the `limit` rows after that row in the list's
   * order, found from the row's sort key instead of by skipping `offset` rows, so a deep page costs
   * what the first does; `offset` alone still answers the same page (docs/benchmarks.md, issue 19).
   */
  after: z.optional(z.uuid()),
});

/** A mass edit's list filters in the query string: the list's names (spec section 7), no others. */
export const massEditQuerySchema = z.strictObject(noticeFilterSchema.shape);

/**
 * The mass-edit payload of the spec. With all=true the target is the list's filters less exclude:
 * given in the query string, at the top level here, or as `filters` (what the web sends). At the
 * top level `all` is the payload's select-all, so the list's own `all` (the whole company's
 * reminders) comes in the query string or in `filters`. A field of no such name is refused.
 */
export const massEditSchema = z
  .strictObject({
    ids: z._default(z.array(z.uuid()).check(z.maxLength(1000)), []),
    all: z._default(z.boolean(), false),
    exclude: z._default(z.array(z.uuid()).check(z.maxLength(10_000)), []),
    enddate: z.optional(z.nullable(isoDate)),
    noticePeriod: z.optional(noticePeriod),
    reminderAt: z.optional(z.nullable(isoDate)),
    assignees: z.optional(z.array(z.uuid()).check(z.maxLength(100))),
    status: z.optional(z.boolean()),
    filters: z.optional(massEditQuerySchema),
    ...z.omit(noticeFilterSchema, { all: true }).shape,
  })
  .check(z.refine((v) => v.all || v.ids.length > 0, { message: "Select at least one reminder", path: ["ids"] }));
export type MassEdit = z.input<typeof massEditSchema>;

/** A mass edit's answer: reminders changed, and completed ones left as they were (only reopening edits them). */
export const noticeMassEditResultSchema = z.object({ updated: z.int(), skipped: z.int() });
export type NoticeMassEditResult = z.infer<typeof noticeMassEditResultSchema>;

/** Reminders as the calendar shows them. */
export const REMINDERS_LIMIT = 1_000_000;
export const reminderSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  reminderAt: z.string(),
  enddate: z.nullable(z.string()),
  status: z.boolean(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  company: z.object({ id: z.uuid(), name: z.string() }),
});
export type Reminder = z.infer<typeof reminderSchema>;
