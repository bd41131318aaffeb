import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { companiesWithDueTasks, DUE_BATCH, deliverDueTasks } from "../modules/tasks/task-due.service";
import { withCompany } from "../plugins/tenant";
import { job } from "./schedule";

type TaskDueDeps = Pick<Deps, "db" | "mail" | "realtime" | "config">;

/**
 * Delivers tasks whose due date and time (the day's start without a time) have come in their
 * company's time zone: TASK_DUE and a mail to the task's members (its creator when it has none).
 * Each company's due tasks are claimed by one conditional UPDATE per batch, notified and mailed
 * (outbox rows) in one transaction of that company, so each task is delivered once however many
 * processes run this; moving its due date or time, or reopening it, makes it due again.
 */
export async function deliverTasksDue(deps: TaskDueDeps, now = new Date()): Promise<number> {
  const companyIds = await withSystem(deps.db, (tx) => companiesWithDueTasks(tx, now));
  let count = 0;
  for (const companyId of companyIds) {
    let claimed: number;
    do {
      claimed = await withCompany(deps.db, companyId, (tx) => deliverDueTasks(tx, deps, companyId, now));
      count += claimed;
    } while (claimed === DUE_BATCH);
  }
  return count;
}

/** Runs the delivery now and every minute; answers a stop function. */
export function scheduleTaskDue(deps: TaskDueDeps, log: FastifyBaseLogger) {
  return job(log, "due tasks", () => deliverTasksDue(deps)).start(60_000);
}
