import type { SubTask, Task, TaskImportance, TaskType, TaskVisibility } from "@app/contract";
import { and, asc, eq, gte, ilike, inArray, isNotNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { companyUsers, publications, subTasks, taskMembers, tasks, userAvatars, users } from "../../db/schema";
import { likeText } from "../../db/sql";
import { objectsOfCustomer } from "../publications/publications.columns";
import type { Viewer } from "../publications/publications.policy";
import { isTaskMember, ownTask, taskVisibleTo } from "./tasks.policy";

type Person = { id: string; name: string };
type Member = Person & { hasAvatar: boolean };

/** The task's members who are members of the company still (one who left is no longer shown, nor sent back). */
const membersJson = sql<Member[]>`coalesce((select
    json_agg(json_build_object('id', u.id, 'name', u.name,
      'hasAvatar', exists (select 1 from ${userAvatars} a where a.user_id = u.id)) order by u.name, u.id)
    from ${taskMembers} m join ${users} u on u.id = m.user_id
    join ${companyUsers} cu on cu.company_id = m.company_id and cu.user_id = m.user_id
    where m.company_id = ${tasks.companyId} and m.task_id = ${tasks.id}), '[]'::json)`;

const subTasksJson = sql<SubTask[]>`coalesce((select
    json_agg(json_build_object('id', s.id, 'title', s.title, 'done', s.done) order by s.position, s.id)
    from ${subTasks} s where s.company_id = ${tasks.companyId} and s.task_id = ${tasks.id}), '[]'::json)`;

const columns = {
  id: tasks.id,
  companyId: tasks.companyId,
  publicationId: tasks.publicationId,
  publicationName: publications.name,
  publicationType: publications.type,
  title: tasks.title,
  description: tasks.description,
  type: tasks.type,
  importance: tasks.importance,
  startDate: tasks.startDate,
  startTime: tasks.startTime,
  dueDate: tasks.dueDate,
  dueTime: tasks.dueTime,
  members: membersJson,
  visibility: tasks.visibility,
  estimateMinutes: tasks.estimateMinutes,
  spentMinutes: tasks.spentMinutes,
  subTasks: subTasksJson,
  done: tasks.done,
  doneAt: tasks.doneAt,
  rrule: tasks.rrule,
  seriesId: tasks.seriesId,
  createdBy: tasks.createdBy,
  createdByName: sql<string | null>`(select u.name from ${users} u where u.id = ${tasks.createdBy})`,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  version: tasks.version,
};

const selectTasks = (tx: Tx) =>
  tx.select(columns).from(tasks).leftJoin(publications, eq(publications.id, tasks.publicationId));

type Row = Awaited<ReturnType<typeof selectTasks>>[number];

/** A task as the contract answers it, with its object's type (for notifications about it). */
export type StoredTask = Task & { publicationType: string | null };

const toTask = (row: Row): StoredTask => ({
  id: row.id,
  company: { id: row.companyId },
  publication: row.publicationId ? { id: row.publicationId, name: row.publicationName ?? "" } : null,
  publicationType: row.publicationType,
  title: row.title,
  description: row.description,
  type: row.type as TaskType,
  importance: row.importance as TaskImportance,
  startDate: row.startDate,
  startTime: row.startTime,
  dueDate: row.dueDate,
  dueTime: row.dueTime,
  members: row.members,
  visibility: row.visibility as TaskVisibility,
  estimateMinutes: row.estimateMinutes,
  spentMinutes: row.spentMinutes,
  subTasks: row.subTasks,
  done: row.done,
  doneAt: row.doneAt?.toISOString() ?? null,
  repeat: row.rrule,
  seriesId: row.seriesId,
  createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? "" } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export interface TaskFilter {
  mine?: boolean;
  assignee?: string;
  type?: TaskType;
  importance?: TaskImportance;
  dueFrom?: string;
  dueTo?: string;
  done?: boolean;
  publicationId?: string;
  /** The tasks on the objects of this customer (its page). */
  customerId?: string;
  q?: string;
}

function matching(companyId: string, viewer: Viewer, filter: TaskFilter): SQL | undefined {
  return and(
    eq(tasks.companyId, companyId),
    taskVisibleTo(viewer),
    filter.mine ? ownTask(viewer.userId) : undefined,
    filter.assignee ? isTaskMember(filter.assignee) : undefined,
    filter.type ? eq(tasks.type, filter.type) : undefined,
    filter.importance ? eq(tasks.importance, filter.importance) : undefined,
    filter.dueFrom ? gte(tasks.dueDate, filter.dueFrom) : undefined,
    filter.dueTo ? lte(tasks.dueDate, filter.dueTo) : undefined,
    filter.done === undefined ? undefined : eq(tasks.done, filter.done),
    filter.publicationId ? eq(tasks.publicationId, filter.publicationId) : undefined,
    filter.customerId ? inArray(tasks.publicationId, objectsOfCustomer(companyId, filter.customerId)) : undefined,
    filter.q ? or(ilike(tasks.title, likeText(filter.q)), ilike(tasks.description, likeText(filter.q))) : undefined,
  );
}

/** One page of the tasks the viewer sees, by due date (those without one last). */
export async function listTasks(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  query: TaskFilter & { limit: number; offset: number },
) {
  const rows = await selectTasks(tx)
    .where(matching(companyId, viewer, query))
    .orderBy(
      sql`${tasks.dueDate} asc nulls last`,
      sql`${tasks.dueTime} asc nulls first`,
      asc(tasks.createdAt),
      asc(tasks.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toTask);
}

export async function findTask(tx: Tx, companyId: string, id: string, viewer: Viewer) {
  const [row] = await selectTasks(tx).where(
    and(eq(tasks.companyId, companyId), eq(tasks.id, id), taskVisibleTo(viewer)),
  );
  return row ? toTask(row) : null;
}

export async function insertTask(tx: Tx, values: typeof tasks.$inferInsert) {
  const [row] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error("task not stored");
  return row.id;
}

/** What a person's change of a task writes besides the change: who, when, the next version. */
export const changedBy = (userId: string) => ({
  updatedBy: userId,
  updatedAt: new Date(),
  version: sql`${tasks.version} + 1`,
});

/** Changes the task if it is still at `version`, in one statement; false when it is not. */
export async function updateTask(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof tasks>,
) {
  const rows = await tx
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), eq(tasks.version, version)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Applies the same change to several tasks of the company (later occurrences of a series). */
export async function updateTasks(tx: Tx, companyId: string, ids: string[], values: PgUpdateSetSource<typeof tasks>) {
  if (ids.length === 0) return;
  await tx
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.companyId, companyId), inArray(tasks.id, ids)));
}

/** Deletes the task if it is still at `version`, in one statement; false when it is not (or is gone). */
export async function deleteTask(tx: Tx, companyId: string, id: string, version: number) {
  const rows = await tx
    .delete(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id), eq(tasks.version, version)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function deleteTasks(tx: Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(tasks).where(and(eq(tasks.companyId, companyId), inArray(tasks.id, ids)));
}

/**
 * The open occurrences that carry a series' rule after the date given (by their due date, else
 * start date), besides the task itself (an occurrence detached by a change to it alone is left
 * out): those a change "to all following" reaches (given the viewer: only those they see, as a
 * later occurrence may have been made private), and the one its completion would make if it
 * exists already (without a viewer: whoever sees it).
 */
export async function laterOccurrences(
  tx: Tx,
  companyId: string,
  seriesId: string,
  exceptId: string,
  after: string,
  viewer?: Viewer,
) {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .leftJoin(publications, eq(publications.id, tasks.publicationId))
    .where(
      and(
        eq(tasks.companyId, companyId),
        eq(tasks.seriesId, seriesId),
        sql`${tasks.id} <> ${exceptId}`,
        eq(tasks.done, false),
        isNotNull(tasks.rrule),
        sql`coalesce(${tasks.dueDate}, ${tasks.startDate}) > ${after}`,
        viewer ? taskVisibleTo(viewer) : undefined,
      ),
    )
    .orderBy(sql`coalesce(${tasks.dueDate}, ${tasks.startDate})`, asc(tasks.id));
  return rows.map((row) => row.id);
}

/** Makes userIds the members of the tasks: removes the others, adds the missing ones. */
export async function setMembers(tx: Tx, companyId: string, taskIds: string[], userIds: string[]) {
  if (taskIds.length === 0) return;
  await tx
    .delete(taskMembers)
    .where(
      and(
        eq(taskMembers.companyId, companyId),
        inArray(taskMembers.taskId, taskIds),
        userIds.length ? notInArray(taskMembers.userId, userIds) : undefined,
      ),
    );
  if (userIds.length === 0) return;
  await tx.execute(sql`insert into ${taskMembers} (company_id, task_id, user_id)
    select ${companyId}::uuid, t.id, u.id
    from unnest(${sql.param(taskIds)}::uuid[]) t(id) cross join unnest(${sql.param([...new Set(userIds)])}::uuid[]) u(id)
    on conflict do nothing`);
}

/** Appends sub tasks to the task's checklist, in the order given. */
export async function appendSubTasks(
  tx: Tx,
  companyId: string,
  taskId: string,
  items: { title: string; done?: boolean }[],
) {
  if (items.length === 0) return [];
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${subTasks.position}), -1)` })
    .from(subTasks)
    .where(and(eq(subTasks.companyId, companyId), eq(subTasks.taskId, taskId)));
  const start = (last?.position ?? -1) + 1;
  const rows = await tx
    .insert(subTasks)
    .values(
      items.map((item, i) => ({ companyId, taskId, title: item.title, done: item.done ?? false, position: start + i })),
    )
    .returning({ id: subTasks.id });
  return rows.map((row) => row.id);
}

export async function countSubTasks(tx: Tx, companyId: string, taskId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(subTasks)
    .where(and(eq(subTasks.companyId, companyId), eq(subTasks.taskId, taskId)));
  return row?.n ?? 0;
}

/** Changes one sub task of the task; false when the task has no such sub task. */
export async function updateSubTask(
  tx: Tx,
  companyId: string,
  taskId: string,
  id: string,
  values: { title?: string; done?: boolean },
) {
  const where = and(eq(subTasks.companyId, companyId), eq(subTasks.taskId, taskId), eq(subTasks.id, id));
  if (values.title === undefined && values.done === undefined) {
    return (await tx.select({ id: subTasks.id }).from(subTasks).where(where)).length > 0;
  }
  const rows = await tx.update(subTasks).set(values).where(where).returning({ id: subTasks.id });
  return rows.length > 0;
}

export async function deleteSubTask(tx: Tx, companyId: string, taskId: string, id: string) {
  const rows = await tx
    .delete(subTasks)
    .where(and(eq(subTasks.companyId, companyId), eq(subTasks.taskId, taskId), eq(subTasks.id, id)))
    .returning({ id: subTasks.id });
  return rows.length > 0;
}

/** Adds minutes to the time spent in one statement (concurrent logs all count), never below zero. */
export async function addSpentMinutes(tx: Tx, companyId: string, id: string, minutes: number, userId: string) {
  await tx
    .update(tasks)
    .set({
      spentMinutes: sql`greatest(0, ${tasks.spentMinutes} + ${minutes})`,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
}

/** Marks the task changed (a sub task was) without a new version: the task's own form is not stale. */
export async function touchTask(tx: Tx, companyId: string, id: string, userId: string) {
  await tx
    .update(tasks)
    .set({ updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, id)));
}

/** Members of the company among userIds, with what a mail to them needs. */
export async function mailRecipients(tx: Tx, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .innerJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, companyId)))
    .where(inArray(users.id, [...new Set(userIds)]));
}
