// The delivery of due tasks (jobs/task-due.ts): TASK_DUE and a mail to the task's members.
import type { Tx } from "../../db/client";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import { notify } from "../notifications/notifications.service";
import * as q from "./task-due.queries";
import { taskLink, taskMail } from "./tasks.mail";
import type { TaskDeps } from "./tasks.service";

/** Companies with a task due now in their time zone: the job's withSystem gives tx. */
export function companiesWithDueTasks(tx: Tx, now: Date) {
  return q.companiesWithDueTasks(tx, now);
}

export const DUE_BATCH = 200;

/**
 * Delivers up to DUE_BATCH of the company's due tasks: claimed (one conditional UPDATE), notified
 * (TASK_DUE) and mailed (outbox rows) in the caller's transaction of that company. Answers how
 * many were claimed.
 */
export async function deliverDueTasks(tx: Tx, deps: TaskDeps, companyId: string, now: Date) {
  const claimed = await q.claimDueTasks(tx, companyId, now, DUE_BATCH);
  for (const task of claimed) {
    await notify(
      tx,
      deps.realtime,
      { companyId },
      task.recipients.map((r) => r.id),
      {
        type: "TASK_DUE",
        publication: task.publication,
        text: task.title,
        task: { id: task.id, title: task.title, dueDate: task.due_date },
      },
    );
    const link = `${deps.config.publicUrl}${taskLink(companyId, task.id)}`;
    for (const to of task.recipients) {
      const values = {
        title: task.title,
        company: task.company_name,
        dueDate: task.due_date,
        dueTime: task.due_time,
        link,
      };
      await deps.mail({ to: to.email, ...taskMail(mailLanguage(to.language), "due", values) }, tx);
    }
  }
  return claimed.length;
}
