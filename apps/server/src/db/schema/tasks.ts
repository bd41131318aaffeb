import { type SQLWrapper, sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

/** A dated task's days, start..due (one day without a start); least() keeps a bad pair from failing. */
export const taskSpan = (startDate: SQLWrapper, dueDate: SQLWrapper) =>
  sql`daterange(least(${startDate}, ${dueDate}), coalesce(${dueDate}, ${startDate}), '[]')`;

/**
 * Tasks (docs/tasks-calendar.md, "Tasks"): dates and times are the company's wall clock. A
 * repeating task is a series of occurrences sharing series_id; the open one carries the rule
 * (rrule, its COUNT being what is left from this occurrence on) and the next is made when it is done.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid().references(() => publications.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    type: text().notNull().default("todo"),
    importance: text().notNull().default("NORMAL"),
    startDate: date({ mode: "string" }),
    /** HH:MM */
    startTime: text(),
    dueDate: date({ mode: "string" }),
    /** HH:MM */
    dueTime: text(),
    visibility: text().notNull().default("PUBLIC"),
    estimateMinutes: integer(),
    spentMinutes: integer().notNull().default(0),
    done: boolean().notNull().default(false),
    doneAt: timestamp({ withTimezone: true }),
    rrule: text(),
    seriesId: uuid(),
    /** Set when TASK_DUE was delivered; cleared when the due date or time moves or the task reopens. */
    dueDeliveredAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: createdAt(),
    /** Raised by every change a person makes; a save based on an older version is refused. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index("tasks_company_due_idx").on(t.companyId, t.dueDate, t.id),
    index("tasks_company_start_idx").on(t.companyId, t.startDate),
    index("tasks_company_publication_idx").on(t.companyId, t.publicationId),
    index("tasks_company_series_idx").on(t.companyId, t.seriesId),
    index("tasks_due_delivery_idx").on(t.dueDate).where(sql`${t.done} = false and ${t.dueDeliveredAt} is null`),
    // The calendar's range: the dated tasks whose days (start..due) meet it, a company's alone
    // (btree_gist); a B-tree on either date cannot bound a span. Used through the view task_spans
    // (migration 0044): row level security forbids it to the table's own queries.
    index("tasks_company_span_idx")
      .using("gist", t.companyId, taskSpan(t.startDate, t.dueDate))
      .where(sql`coalesce(${t.dueDate}, ${t.startDate}) is not null`),
    // The open occurrences carrying a series' rule: a handful among a company's tasks.
    index("tasks_company_open_series_idx").on(t.companyId).where(sql`${t.rrule} is not null and ${t.done} = false`),
    companyScoped("tasks_scope"),
  ],
).enableRLS();

export const taskMembers = pgTable(
  "task_members",
  {
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.taskId, t.userId] }),
    index("task_members_company_user_idx").on(t.companyId, t.userId, t.taskId),
    index("task_members_task_idx").on(t.taskId),
    companyScoped("task_members_scope"),
  ],
).enableRLS();

/** A task's checklist, in the order written (position). */
export const subTasks = pgTable(
  "sub_tasks",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    title: text().notNull(),
    done: boolean().notNull().default(false),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sub_tasks_task_idx").on(t.taskId, t.position), companyScoped("sub_tasks_scope")],
).enableRLS();
