// The tasks of the calendar and the iCal feed (modules/calendar), across the user's companies.
import { CALENDAR_MAX_DAYS, type CalendarItem, type Task } from "@app/contract";
import type { Tx } from "../../db/client";
import type { Member } from "../../plugins/tenant";
import { viewerOf } from "../publications/publications.service";
import * as q from "./task-calendar.queries";
import { taskLink } from "./tasks.mail";
import { anchorOf, daysBetween, occurrencesAfter, shiftDate } from "./tasks.repeat";

/** Each member as the viewer of their company, with the rights the guard gave them (an API token's own). */
const viewersOf = (members: Member[]) => new Map(members.map((member) => [member.companyId, viewerOf(member)]));

/** Per series, the open occurrence that carries its rule (the latest, should there be several). */
function seriesCarriers(tasks: q.DatedTask[]) {
  const latest = new Map<string, q.DatedTask>();
  for (const task of tasks) {
    const key = task.seriesId ?? task.id;
    const held = latest.get(key);
    if (!held || (anchorOf(task) ?? "") > (anchorOf(held) ?? "")) latest.set(key, task);
  }
  return [...latest.values()];
}

const calendarItem = (task: q.DatedTask, projected: boolean): CalendarItem => ({
  kind: "task",
  id: task.id,
  title: task.title,
  date: anchorOf(task) ?? "",
  time: task.dueDate ? task.dueTime : task.startTime,
  startDate: task.dueDate ? task.startDate : null,
  done: task.done,
  projected,
  importance: task.importance,
  company: { id: task.companyId, name: task.companyName },
  publication: task.publication,
  link: taskLink(task.companyId, task.id),
});

/**
 * The tasks the members (one per company, as the guard made them) may see, as calendar items between from and to: every
 * occurrence that exists, and `projected` ones of each repeating series after its open occurrence
 * (at most one per day of the widest range; made for real one at a time, as each is completed).
 * Run in a transaction with their companies in scope (tenant.run, acrossMyMemberships).
 */
export async function taskCalendarItems(
  tx: Tx,
  members: Member[],
  range: { from: string; to: string },
): Promise<CalendarItem[]> {
  const viewers = viewersOf(members);
  const existing = await q.datedTasks(tx, viewers, q.inRange([...viewers.keys()], range.from, range.to));
  const carriers = seriesCarriers(await q.datedTasks(tx, viewers, q.openRepeating(range.to)));
  const items = existing.map((task) => calendarItem(task, false));
  for (const carrier of carriers) {
    const anchor = anchorOf(carrier);
    if (!carrier.rrule || !anchor) continue;
    for (const occurrence of occurrencesAfter(carrier.rrule, anchor, range.to, CALENDAR_MAX_DAYS + 1)) {
      if (occurrence.date < range.from) continue;
      const days = daysBetween(anchor, occurrence.date);
      const moved = {
        ...carrier,
        startDate: shiftDate(carrier.startDate, days),
        dueDate: shiftDate(carrier.dueDate, days),
      };
      items.push(calendarItem(moved, true));
    }
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""));
}

/** A task as the iCal feed exports it: the open ones; a repeating series once, by its open occurrence and rule. */
export interface TaskFeedItem {
  id: string;
  company: { id: string; name: string; timeZone: string };
  publication: { id: string; name: string } | null;
  title: string;
  description: string;
  type: Task["type"];
  importance: Task["importance"];
  /** YYYY-MM-DD and HH:MM on the company's wall clock (timeZone). */
  startDate: string | null;
  startTime: string | null;
  dueDate: string | null;
  dueTime: string | null;
  /** RRULE (see toRRule) whose first occurrence is this one (DTSTART: dueDate, else startDate; COUNT counts from it), or null. */
  repeat: string | null;
  link: string;
}

/**
 * The open tasks the user may see dated from `from` on, and each open repeating series whatever
 * its date (its rule goes on): what the iCal feed lists. Run across the user's companies.
 */
export async function taskFeedItems(tx: Tx, members: Member[], from: string): Promise<TaskFeedItem[]> {
  const viewers = viewersOf(members);
  const open = await q.datedTasks(tx, viewers, q.openFrom(from));
  const carriers = new Set(seriesCarriers(open.filter((task) => task.rrule !== null)));
  return open
    .filter((task) => task.rrule === null || carriers.has(task))
    .map((task) => ({
      id: task.id,
      company: { id: task.companyId, name: task.companyName, timeZone: task.timeZone },
      publication: task.publication,
      title: task.title,
      description: task.description,
      type: task.type,
      importance: task.importance,
      startDate: task.startDate,
      startTime: task.startTime,
      dueDate: task.dueDate,
      dueTime: task.dueTime,
      repeat: task.rrule,
      link: taskLink(task.companyId, task.id),
    }));
}
