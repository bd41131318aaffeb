import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { companiesWithDueReminders, DUE_BATCH, deliverDueRemindersIn } from "../modules/notices/notices.service";
import { withCompany } from "../plugins/tenant";
import { job } from "./schedule";

export const DUE_REMINDER_TYPE = "NOTICE_DUE";

type DueReminderDeps = Pick<Deps, "db" | "mail" | "realtime">;

/**
 * Delivers reminders whose date has arrived in their company's time zone: an in-app
 * notification and a mail to the manager and each assignee who is a member of the company now
 * and not blocked from its web. Each company's due reminders are claimed (delivered_at),
 * notified and mailed (outbox rows) in one transaction of that company, and rows claimed by
 * another process are skipped, so each reminder is delivered exactly once however many
 * processes run this, and a mail that fails is retried by the outbox job.
 */
export async function deliverDueReminders(deps: DueReminderDeps, now = new Date()): Promise<number> {
  const companyIds = await withSystem(deps.db, (tx) => companiesWithDueReminders(tx, now));
  let count = 0;
  for (const companyId of companyIds) {
    let claimed: number;
    do {
      claimed = await withCompany(deps.db, companyId, (tx) => deliverDueRemindersIn(tx, deps, companyId, now));
      count += claimed;
    } while (claimed === DUE_BATCH);
  }
  return count;
}

/** Runs the delivery now and every minute; answers a stop function. */
export function scheduleDueReminders(deps: DueReminderDeps, log: FastifyBaseLogger) {
  return job(log, "due reminders", () => deliverDueReminders(deps)).start(60_000);
}
