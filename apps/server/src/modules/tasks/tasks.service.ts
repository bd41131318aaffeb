import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  type PublicationTypeKey,
  SUB_TASKS_MAX,
  type SubTask,
  type subTaskCreateSchema,
  type subTaskUpdateSchema,
  type Task,
  type TaskScope,
  type taskCreateSchema,
  type taskListQuerySchema,
  type taskUpdateSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { conflict, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.service";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import { taskLink, taskMail } from "./tasks.mail";
import { checkSchedule, guestMayPublish } from "./tasks.policy";
import * as q from "./tasks.queries";
import { anchorOf, daysBetween, nextOccurrence, shiftDate } from "./tasks.repeat";

export type TaskDeps = Pick<Deps, "config" | "mail" | "realtime">;
type CreateInput = z.output<typeof taskCreateSchema>;
type Changes = z.output<typeof taskUpdateSchema>;

const publicTask = ({ publicationType: _type, ...task }: q.StoredTask): Task => task;
const stale = (task: q.StoredTask) => staleVersion({ ...publicTask(task), updatedBy: null });

async function loadTask(tx: Tx, tenant: Tenant, id: string) {
  const task = await q.findTask(tx, tenant.companyId, id, viewerOf(tenant));
  if (!task) throw notFound("Task");
  return task;
}

export async function getTask(tx: Tx, tenant: Tenant, id: string) {
  return publicTask(await loadTask(tx, tenant, id));
}

export async function listTasks(tx: Tx, tenant: Tenant, query: z.output<typeof taskListQuerySchema>) {
  return (await q.listTasks(tx, tenant.companyId, viewerOf(tenant), query)).map(publicTask);
}

/** A page of the tasks on a customer's objects that the member sees (taskVisibleTo), by due date. */
export async function tasksOfCustomer(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  page: { limit: number; offset: number },
) {
  return (await q.listTasks(tx, tenant.companyId, viewerOf(tenant), { customerId, ...page })).map(publicTask);
}

/** Tells members new to the task (the actor aside) by notification and mail. */
async function announce(tx: Tx, deps: TaskDeps, tenant: Tenant, task: q.StoredTask, before: string[]) {
  const added = task.members.map((m) => m.id).filter((id) => !before.includes(id) && id !== tenant.userId);
  if (added.length === 0) return;
  const publication =
    task.publication && task.publicationType
      ? { ...task.publication, type: task.publicationType as PublicationTypeKey }
      : null;
  const stored = await notify(tx, deps.realtime, tenant, added, {
    type: "TASK_ASSIGNED",
    publication,
    text: task.title,
    task: { id: task.id, title: task.title, dueDate: task.dueDate },
  });
  const payload = stored[0]?.data.notification;
  const link = `${deps.config.publicUrl}${taskLink(tenant.companyId, task.id)}`;
  for (const to of await q.mailRecipients(
    tx,
    tenant.companyId,
    stored.map((n) => n.userId),
  )) {
    const mail = taskMail(mailLanguage(to.language), "assigned", {
      title: task.title,
      company: payload?.company.name ?? "",
      by: payload?.sourceUser?.name,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      link,
    });
    await deps.mail({ to: to.email, ...mail }, tx);
  }
}

export async function createTask(tx: Tx, deps: TaskDeps, tenant: Tenant, input: CreateInput) {
  guestMayPublish(tenant, input.visibility, input.publicationId);
  if (input.publicationId) await getPublication(tx, tenant, input.publicationId);
  await checkMembers(tx, tenant.companyId, input.memberIds, "memberIds");
  const schedule = checkSchedule(input);
  const id = randomUUID();
  await q.insertTask(tx, {
    id,
    companyId: tenant.companyId,
    publicationId: input.publicationId,
    title: input.title,
    description: input.description,
    type: input.type,
    importance: input.importance,
    startDate: schedule.startDate,
    startTime: schedule.startTime,
    dueDate: schedule.dueDate,
    dueTime: schedule.dueTime,
    visibility: input.visibility,
    estimateMinutes: input.estimateMinutes,
    rrule: input.repeat,
    seriesId: input.repeat ? id : null,
    createdBy: tenant.userId,
    updatedBy: tenant.userId,
  });
  await q.setMembers(tx, tenant.companyId, [id], input.memberIds);
  await q.appendSubTasks(
    tx,
    tenant.companyId,
    id,
    input.subTasks.map((title) => ({ title })),
  );
  const task = await loadTask(tx, tenant, id);
  await announce(tx, deps, tenant, task, []);
  return publicTask(task);
}

/** The fields a PUT may change, as the task holds them. */
function editable(task: Task) {
  return {
    title: task.title,
    description: task.description,
    type: task.type,
    importance: task.importance,
    startDate: task.startDate,
    startTime: task.startTime,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    visibility: task.visibility,
    estimateMinutes: task.estimateMinutes,
    repeat: task.repeat,
    memberIds: task.members.map((m) => m.id),
  };
}
type Editable = ReturnType<typeof editable>;
const DATE_FIELDS = new Set(["startDate", "startTime", "dueDate", "dueTime"]);

/** The fields sent whose value differs from the task's (members as a set). */
function changedFields(current: Editable, sent: Partial<Editable>) {
  return (Object.keys(sent) as (keyof Editable)[]).filter((key) => {
    const value = sent[key];
    if (value === undefined) return false;
    if (key === "memberIds") {
      const next = new Set(value as string[]);
      return next.size !== current.memberIds.length || current.memberIds.some((id) => !next.has(id));
    }
    return value !== current[key];
  });
}

/**
 * Makes the occurrence after `source` (its rule's next date, both dates shifted by the same number
 * of days, times kept; its COUNT one less), unless the series has a later open occurrence already
 * (then that one). Null when the rule ends with `source`.
 */
async function continueSeries(tx: Tx, tenant: Tenant, source: Task & { fields: Editable }) {
  const { fields } = source;
  const anchor = anchorOf(fields);
  if (fields.repeat === null || anchor === null) return null;
  const seriesId = source.seriesId ?? source.id;
  const [existing] = await q.laterOccurrences(tx, tenant.companyId, seriesId, source.id, anchor);
  if (existing) return q.findTask(tx, tenant.companyId, existing, viewerOf(tenant));
  const next = nextOccurrence(fields.repeat, anchor);
  if (!next) return null;
  const days = daysBetween(anchor, next.date);
  const id = randomUUID();
  await q.insertTask(tx, {
    id,
    companyId: tenant.companyId,
    publicationId: source.publication?.id ?? null,
    title: fields.title,
    description: fields.description,
    type: fields.type,
    importance: fields.importance,
    startDate: shiftDate(fields.startDate, days),
    startTime: fields.startTime,
    dueDate: shiftDate(fields.dueDate, days),
    dueTime: fields.dueTime,
    visibility: fields.visibility,
    estimateMinutes: fields.estimateMinutes,
    rrule: next.rrule,
    seriesId,
    createdBy: source.createdBy?.id ?? null,
    updatedBy: tenant.userId,
  });
  await q.setMembers(tx, tenant.companyId, [id], fields.memberIds);
  await q.appendSubTasks(
    tx,
    tenant.companyId,
    id,
    source.subTasks.map((s: SubTask) => ({ title: s.title })),
  );
  return q.findTask(tx, tenant.companyId, id, viewerOf(tenant));
}

/**
 * Saves the fields sent over the task as it is (docs/tasks-calendar.md, "Tasks"). On a repeating
 * task, scope "following" changes this occurrence and the series from it on (later open
 * occurrences take the same changes, dates aside; a new rule replaces them by the next one under
 * it); scope "this" detaches the occurrence from the series with its changes, and the series goes
 * on with the next occurrence made at once. Completing a repeating occurrence makes the next one.
 * Answers the task and the occurrence made (or found) next, if any.
 */
export async function updateTask(tx: Tx, deps: TaskDeps, tenant: Tenant, id: string, changes: Changes) {
  const current = await loadTask(tx, tenant, id);
  const version = changes.version ?? current.version;
  if (version !== current.version) throw stale(current);
  const { scope, done, version: _version, ...sent } = changes;
  if (sent.visibility === "PUBLIC" && current.visibility !== "PUBLIC") {
    guestMayPublish(tenant, sent.visibility, current.publication?.id ?? null);
    if (tenant.type === "GUEST" && current.publication) await getPublication(tx, tenant, current.publication.id);
  }
  if (sent.memberIds) await checkMembers(tx, tenant.companyId, sent.memberIds, "memberIds");
  const before = editable(current);
  const changed = changedFields(before, sent);
  const repeating = current.repeat !== null;
  const detach = repeating && scope === "this" && changed.length > 0;
  const fields = checkSchedule({ ...before, ...sent, ...(detach ? { repeat: null } : {}) });
  const nowDone = done ?? current.done;
  const dueMoved = fields.dueDate !== current.dueDate || fields.dueTime !== current.dueTime;

  const saved = await q.updateTask(tx, tenant.companyId, id, version, {
    title: fields.title,
    description: fields.description,
    type: fields.type,
    importance: fields.importance,
    startDate: fields.startDate,
    startTime: fields.startTime,
    dueDate: fields.dueDate,
    dueTime: fields.dueTime,
    visibility: fields.visibility,
    estimateMinutes: fields.estimateMinutes,
    rrule: fields.repeat,
    seriesId: current.seriesId ?? (fields.repeat ? id : null),
    ...(nowDone === current.done ? {} : { done: nowDone, doneAt: nowDone ? new Date() : null }),
    ...(dueMoved || (current.done && !nowDone) ? { dueDeliveredAt: null } : {}),
    ...q.changedBy(tenant.userId),
  });
  if (!saved) throw stale(await loadTask(tx, tenant, id));
  if (sent.memberIds) await q.setMembers(tx, tenant.companyId, [id], sent.memberIds);

  let next: q.StoredTask | null = null;
  const seriesId = current.seriesId;
  const anchor = anchorOf(current);
  if (detach) {
    next = await continueSeries(tx, tenant, { ...current, fields: before });
  } else if (repeating && seriesId && anchor && changed.length > 0) {
    const later = await q.laterOccurrences(tx, tenant.companyId, seriesId, id, anchor, viewerOf(tenant));
    if (changed.includes("repeat")) {
      await q.deleteTasks(tx, tenant.companyId, later);
    } else {
      const reach = changed.filter((key) => !DATE_FIELDS.has(key) && key !== "memberIds");
      const values = Object.fromEntries(reach.map((key) => [key, fields[key]]));
      if (reach.length > 0)
        await q.updateTasks(tx, tenant.companyId, later, { ...values, ...q.changedBy(tenant.userId) });
      if (sent.memberIds) await q.setMembers(tx, tenant.companyId, later, sent.memberIds);
    }
  }
  if (!detach && nowDone && fields.repeat !== null && (!current.done || changed.includes("repeat"))) {
    next = await continueSeries(tx, tenant, { ...current, fields });
  }
  const task = await loadTask(tx, tenant, id);
  await announce(tx, deps, tenant, task, before.memberIds);
  return { task: publicTask(task), next: next && publicTask(next) };
}

/**
 * Deletes the task. A repeating one: scope "following" deletes it and the series' later open
 * occurrences (the series ends); scope "this" deletes this occurrence only, and when it was the
 * open one the series goes on with the next. The task is deleted first, at the version read (one
 * conditional statement): a concurrent save or delete of it makes this one 409 or 404 rather than
 * a second next occurrence.
 */
export async function deleteTask(tx: Tx, tenant: Tenant, id: string, scope: TaskScope) {
  const current = await loadTask(tx, tenant, id);
  if (!(await q.deleteTask(tx, tenant.companyId, id, current.version))) throw stale(await loadTask(tx, tenant, id));
  const anchor = anchorOf(current);
  if (current.repeat === null || !current.seriesId || !anchor) return;
  if (scope === "following") {
    await q.deleteTasks(
      tx,
      tenant.companyId,
      await q.laterOccurrences(tx, tenant.companyId, current.seriesId, id, anchor, viewerOf(tenant)),
    );
  } else if (!current.done) {
    await continueSeries(tx, tenant, { ...current, fields: editable(current) });
  }
}

export async function addSubTask(tx: Tx, tenant: Tenant, taskId: string, input: z.output<typeof subTaskCreateSchema>) {
  await loadTask(tx, tenant, taskId);
  // Touching the task first locks its row: concurrent adds wait, and each counts what the one before added.
  await q.touchTask(tx, tenant.companyId, taskId, tenant.userId);
  if ((await q.countSubTasks(tx, tenant.companyId, taskId)) >= SUB_TASKS_MAX) {
    throw conflict(ErrorCode.LimitReached, `A task has at most ${SUB_TASKS_MAX} sub tasks.`);
  }
  await q.appendSubTasks(tx, tenant.companyId, taskId, [input]);
  return getTask(tx, tenant, taskId);
}

export async function updateSubTask(
  tx: Tx,
  tenant: Tenant,
  taskId: string,
  id: string,
  input: z.output<typeof subTaskUpdateSchema>,
) {
  await loadTask(tx, tenant, taskId);
  if (!(await q.updateSubTask(tx, tenant.companyId, taskId, id, input))) throw notFound("Sub task");
  await q.touchTask(tx, tenant.companyId, taskId, tenant.userId);
  return getTask(tx, tenant, taskId);
}

export async function deleteSubTask(tx: Tx, tenant: Tenant, taskId: string, id: string) {
  await loadTask(tx, tenant, taskId);
  if (!(await q.deleteSubTask(tx, tenant.companyId, taskId, id))) throw notFound("Sub task");
  await q.touchTask(tx, tenant.companyId, taskId, tenant.userId);
  return getTask(tx, tenant, taskId);
}

/** Adds (or with a negative number takes off) time spent, atomically; never below zero. */
export async function logTime(tx: Tx, tenant: Tenant, taskId: string, minutes: number) {
  await loadTask(tx, tenant, taskId);
  await q.addSpentMinutes(tx, tenant.companyId, taskId, minutes, tenant.userId);
  return getTask(tx, tenant, taskId);
}
