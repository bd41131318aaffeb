import { and, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { taskMembers, tasks } from "../../db/schema";
import { invalid } from "../../lib/errors";
import { type Viewer, visibleTo } from "../publications/publications.policy";

/** A member of the task (an exists on task_members, correlated with the task row). */
export const isTaskMember = (userId: string) =>
  sql`exists (select 1 from ${taskMembers} tm where tm.task_id = ${tasks.id} and tm.user_id = ${userId})`;

/** Tasks the user created or is a member of ("mine"). */
export const ownTask = (userId: string) => or(eq(tasks.createdBy, userId), isTaskMember(userId));

/**
 * Which tasks a member sees (docs/tasks-calendar.md, "Tasks"): their own (created or a member of),
 * whatever the visibility; a public one on an object they may see (the objects' rule, visibleTo,
 * on the publications row joined to the task); a public one without an object, unless they are a
 * guest. The query must left join publications on the task's object.
 */
export function taskVisibleTo(viewer: Viewer): SQL | undefined {
  const objectSeen = and(isNotNull(tasks.publicationId), visibleTo(viewer));
  const companyWide = viewer.type === "GUEST" ? undefined : isNull(tasks.publicationId);
  return or(
    ownTask(viewer.userId),
    and(eq(tasks.visibility, "PUBLIC"), companyWide ? or(companyWide, objectSeen) : objectSeen),
  );
}

/**
 * A guest works only with what is shared with them: a task they make public must be on an object
 * (one they can see); without one it stays private, or every full member
 * would see it (400 on visibility).
 */
export function guestMayPublish(tenant: { type: string }, visibility: string, publicationId: string | null) {
  if (tenant.type === "GUEST" && visibility === "PUBLIC" && publicationId === null) {
    throw invalid("visibility", "A guest's task without an object is private.");
  }
}

interface Schedule {
  startDate: string | null;
  startTime: string | null;
  dueDate: string | null;
  dueTime: string | null;
  repeat: string | null;
}

/** A task's dates as saved: a time without its date is dropped; a start after the due moment, or a rule without a date, is refused. */
export function checkSchedule<T extends Schedule>(task: T): T {
  const fixed = {
    ...task,
    startTime: task.startDate === null ? null : task.startTime,
    dueTime: task.dueDate === null ? null : task.dueTime,
  };
  if (fixed.startDate && fixed.dueDate) {
    const start = `${fixed.startDate}T${fixed.startTime ?? "00:00"}`;
    const due = `${fixed.dueDate}T${fixed.dueTime ?? "23:59"}`;
    if (start > due) throw invalid("dueDate", "The task is due before it starts.");
  }
  if (fixed.repeat !== null && fixed.dueDate === null && fixed.startDate === null) {
    throw invalid("repeat", "A repeating task needs a due date or a start date.");
  }
  return fixed;
}
