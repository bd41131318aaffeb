import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

export const categories = pgTable(
  "categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    type: text().notNull(),
    name: text().notNull(),
    color: integer().notNull().default(0x228be6),
    createdAt: createdAt(),
  },
  (t) => [index("categories_company_type_idx").on(t.companyId, t.type, t.name), companyScoped("categories_scope")],
).enableRLS();

/** Reminders (the spec's notices) on objects. */
export const notices = pgTable(
  "notices",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /**
     * The list's sort key by name, lower(title), stored: a comparison of a plain column may bound an
     * index scan under row level security, one of lower(title) may not (lower is not leakproof), so
     * the list's keyset pages need the column (migration 0041, docs/benchmarks.md, issue 19).
     */
    titleKey: text().notNull().generatedAlwaysAs(sql`lower(title)`),
    description: text().notNull().default(""),
    enddate: date({ mode: "string" }),
    reminderAt: date({ mode: "string" }),
    noticePeriod: text(),
    status: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    tag: text().notNull().default(""),
    managerId: uuid().references(() => users.id, { onDelete: "set null" }),
    categoryId: uuid().references(() => categories.id, { onDelete: "set null" }),
    /** Set when the due reminder was delivered; cleared when its date moves. */
    deliveredAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: createdAt(),
    /** Raised by every change a person makes; a save based on an older version is refused. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index("notices_company_title_key_idx").on(t.companyId, t.titleKey, t.id),
    index("notices_company_reminder_idx").on(t.companyId, t.reminderAt, t.id),
    // The list's other sorts, nulls last with ties by id, so every page of every sort is a range of an
    // index (docs/benchmarks.md, "Deep pages"); by name descending walks title_key's index backwards.
    index("notices_company_reminder_desc_idx").on(t.companyId, t.reminderAt.desc().nullsLast(), t.id),
    index("notices_company_enddate_idx").on(t.companyId, t.enddate, t.id),
    index("notices_company_enddate_desc_idx").on(t.companyId, t.enddate.desc().nullsLast(), t.id),
    index("notices_company_publication_idx").on(t.companyId, t.publicationId),
    // The list's filter on category, status and reminder dates (docs/benchmarks.md, "filtered page").
    index("notices_company_category_idx").on(t.companyId, t.categoryId, t.status, t.reminderAt),
    index("notices_due_idx").on(t.reminderAt).where(sql`${t.status} = false and ${t.deliveredAt} is null`),
    // Substring search of the title through the notice_search view (as publications_name_trgm_idx).
    index("notices_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    companyScoped("notices_scope"),
  ],
).enableRLS();

export const noticeAssignees = pgTable(
  "notice_assignees",
  {
    companyId: companyId(),
    noticeId: uuid()
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.noticeId, t.userId] }),
    // Covering: "assigned to me" and the assignee filter read the notice ids from the index alone.
    index("notice_assignees_company_user_idx").on(t.companyId, t.userId, t.noticeId),
    // Deleting a reminder cascades by notice_id alone: without this it reads every assignment.
    index("notice_assignees_notice_idx").on(t.noticeId),
    companyScoped("notice_assignees_scope"),
  ],
).enableRLS();

/** In-app notifications; data.notification is the payload the bell shows. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: userId(),
    data: jsonb().$type<{ notification: Record<string, unknown> }>().notNull(),
    viewed: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_company_user_idx").on(t.companyId, t.userId, t.createdAt),
    companyScoped("notifications_scope"),
  ],
).enableRLS();
