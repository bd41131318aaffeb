// The tasks of the calendar and the iCal feed, across companies (task-calendar.service.ts).
import type { TaskImportance, TaskType } from "@app/contract";
import { and, asc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, publications, taskSpan, tasks } from "../../db/schema";
import type { Viewer } from "../publications/publications.policy";
import { taskVisibleTo } from "./tasks.policy";

export interface DatedTask {
  id: string;
  companyId: string;
  companyName: string;
  timeZone: string;
  publication: { id: string; name: string } | null;
  title: string;
  description: string;
  type: TaskType;
  importance: TaskImportance;
  startDate: string | null;
  startTime: string | null;
  dueDate: string | null;
  dueTime: string | null;
  done: boolean;
  rrule: string | null;
  seriesId: string | null;
}

/** The tasks of each company (with the viewer of that company) that match `where`, by date. */
export async function datedTasks(tx: Tx, viewers: Map<string, Viewer>, where: SQL | undefined): Promise<DatedTask[]> {
  if (viewers.size === 0) return [];
  const visible = or(
    ...[...viewers].map(([companyId, viewer]) => and(eq(tasks.companyId, companyId), taskVisibleTo(viewer))),
  );
  const rows = await tx
    .select({
      id: tasks.id,
      companyId: tasks.companyId,
      companyName: companies.name,
      timeZone: companies.timeZone,
      publicationId: tasks.publicationId,
      publicationName: publications.name,
      title: tasks.title,
      description: tasks.description,
      type: tasks.type,
      importance: tasks.importance,
      startDate: tasks.startDate,
      startTime: tasks.startTime,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
      done: tasks.done,
      rrule: tasks.rrule,
      seriesId: tasks.seriesId,
    })
    .from(tasks)
    .innerJoin(companies, eq(companies.id, tasks.companyId))
    .leftJoin(publications, eq(publications.id, tasks.publicationId))
    .where(and(visible, where))
    .orderBy(sql`coalesce(${tasks.dueDate}, ${tasks.startDate})`, asc(tasks.dueTime), asc(tasks.id));
  // Written out, not rest and spread: a calendar month maps thousands of rows (~2 µs a row saved).
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    timeZone: row.timeZone,
    title: row.title,
    description: row.description,
    type: row.type as TaskType,
    importance: row.importance as TaskImportance,
    startDate: row.startDate,
    startTime: row.startTime,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    done: row.done,
    rrule: row.rrule,
    seriesId: row.seriesId,
    publication: row.publicationId ? { id: row.publicationId, name: row.publicationName ?? "" } : null,
  }));
}

const anchor = sql`coalesce(${tasks.dueDate}, ${tasks.startDate})`;

/**
 * The companies' tasks on the calendar between from and to (a task with both dates spans them). The
 * ids come from the view `task_spans`, which applies the company scope itself, so that the planner
 * may use the GiST index of the spans, which row level security forbids (migration 0044).
 */
export function inRange(companyIds: string[], from: string, to: string) {
  const span = taskSpan(sql`start_date`, sql`due_date`);
  const meets = companyIds.map(
    (id) => sql`(company_id = ${id} and ${span} && daterange(${from}::date, ${to}::date, '[]'))`,
  );
  // An array, not a join: the planner then reads the tasks by their key, whatever it guesses of the span's rows.
  return sql`${tasks.id} = any(array(select id from task_spans where ${sql.join(meets, sql` or `)}))`;
}

/** The open occurrence carrying a series' rule, dated on or before `to`. */
export const openRepeating = (to: string) =>
  and(isNotNull(tasks.rrule), eq(tasks.done, false), sql`${anchor} <= ${to}::date`);

/** Open tasks dated from `from` on, and every open repeating one (its rule reaches further). */
export const openFrom = (from: string) =>
  and(eq(tasks.done, false), isNotNull(anchor), or(sql`${anchor} >= ${from}::date`, isNotNull(tasks.rrule)));
