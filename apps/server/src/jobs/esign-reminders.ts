import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { dueForReminder, remindDue } from "../modules/esign/esign-jobs.service";
import { withCompany } from "../plugins/tenant";
import { job } from "./schedule";

type EsignReminderDeps = Pick<Deps, "db" | "config" | "storage" | "mail" | "realtime">;

/**
 * Mails those asked who have not signed, once, ESIGN_REMINDER_DAYS before the request's deadline
 * (0: never). Each request is reminded in its company's transaction with its row locked
 * (`remindDue`), so once however many processes run this. Answers how many requests were reminded.
 */
export async function remindBeforeDeadline(deps: EsignReminderDeps, now = new Date()): Promise<number> {
  const days = deps.config.ESIGN_REMINDER_DAYS;
  if (days === 0) return 0;
  let count = 0;
  for (const { id, companyId } of await withSystem(deps.db, (tx) => dueForReminder(tx, now, days))) {
    if (await withCompany(deps.db, companyId, (tx) => remindDue(tx, deps, companyId, id, now))) count++;
  }
  return count;
}

/** Runs the reminders now and every 15 minutes; answers a stop function. */
export function scheduleEsignReminders(deps: EsignReminderDeps, log: FastifyBaseLogger) {
  return job(log, "e-sign reminders", () => remindBeforeDeadline(deps)).start(15 * 60_000);
}
