import { type MailText, renderMailText } from "@app/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { rowsOf } from "../db/client";
import { notifications } from "../db/schema";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { companyMailText, mailLanguage } from "../modules/mail-templates/mail-templates.service";
import { toNotification } from "../modules/notifications/notifications.service";
import { job } from "./schedule";

const BATCH = 500;
export const DUE_REMINDER_TYPE = "NOTICE_DUE";

interface DueRow {
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  reminder_at: string;
  publication_id: string;
  publication_name: string;
  publication_type: string;
  recipients: { id: string; email: string; name: string; language: "se" | "en" }[];
}

/**
 * Delivers reminders whose date has arrived in their company's time zone: an in-app
 * notification and a mail to the manager and each assignee who is a member of the company now
 * and not blocked from its web.
 * The claim (delivered_at), the notifications and the mails (outbox rows) commit together, and
 * rows claimed by another process are skipped, so each reminder is delivered exactly once
 * however many processes run this, and a mail that fails is retried by the outbox job.
 */
export async function deliverDueReminders(
  { db, mail, realtime }: Pick<Deps, "db" | "mail" | "realtime">,
  now = new Date(),
): Promise<number> {
  const delivered = await withSystem(db, async (tx) => {
    const result: unknown = await tx.execute(sql`
      with due as (
        select n.id from notices n join companies c on c.id = n.company_id
        where n.status = false and n.delivered_at is null and n.reminder_at is not null
          and n.reminder_at <= (${now.toISOString()}::timestamptz at time zone c.time_zone)::date
          and coalesce((c.enabled_features->>'documentReminder')::boolean, false)
        order by n.reminder_at, n.id
        limit ${BATCH}
        for update of n skip locked
      ), claimed as (
        update notices n set delivered_at = now() from due where n.id = due.id
        returning n.id, n.company_id, n.title, n.reminder_at, n.publication_id, n.manager_id
      )
      select claimed.id, claimed.company_id, c.name as company_name, claimed.title,
             claimed.reminder_at::text as reminder_at, p.id as publication_id, p.name as publication_name,
             p.type as publication_type,
             coalesce((select json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language))
                       from users u
                       join company_users cu on cu.user_id = u.id and cu.company_id = claimed.company_id
                         and not coalesce((cu.features->>'denyLoginOnWeb')::boolean, false)
                       where u.id = claimed.manager_id
                          or u.id in (select a.user_id from notice_assignees a where a.notice_id = claimed.id)), '[]') as recipients
      from claimed
      join companies c on c.id = claimed.company_id
      join publications p on p.id = claimed.publication_id`);
    const rows = rowsOf<DueRow>(result);
    const values = rows.flatMap((row) =>
      row.recipients.map((user) => ({
        companyId: row.company_id,
        userId: user.id,
        data: {
          notification: {
            type: DUE_REMINDER_TYPE,
            sourceUser: null,
            publication: { id: row.publication_id, name: row.publication_name, type: row.publication_type },
            company: { name: row.company_name },
            notice: { id: row.id, reminderAt: row.reminder_at },
            text: row.title,
          },
        },
      })),
    );
    const created = values.length > 0 ? await tx.insert(notifications).values(values).returning() : [];
    // Each company's own wording in each recipient's language (else the built-in default).
    const wording = new Map<string, MailText>();
    for (const row of rows) {
      for (const user of row.recipients) {
        const language = mailLanguage(user.language);
        const key = `${row.company_id}:${language}`;
        let text = wording.get(key);
        if (!text) {
          text = await companyMailText(tx, row.company_id, "REMINDER_DUE", language);
          wording.set(key, text);
        }
        const values = {
          name: user.name,
          title: row.title,
          objectName: row.publication_name,
          companyName: row.company_name,
          date: row.reminder_at,
        };
        await mail({ to: user.email, ...renderMailText(text, values) }, tx);
      }
    }
    return { count: rows.length, created };
  });
  realtime.notify(delivered.created.map(toNotification));
  return delivered.count;
}

/** Runs the delivery now and every minute; answers a stop function. */
export function scheduleDueReminders(deps: Pick<Deps, "db" | "mail" | "realtime">, log: FastifyBaseLogger) {
  return job(log, "due reminders", () => deliverDueReminders(deps)).start(60_000);
}
