import type { PublicationTypeKey } from "@app/contract";
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client";
import { companies, notices, publications } from "../../db/schema";
import { companyToday } from "../../db/sql";
import { type Viewer, visibleTo } from "../publications/publications.policy";

/*
 * Reminders by their date: the calendar's (one company, or the user's across companies, the iCal
 * feed's), the due list, and the due delivery of jobs/due-reminders.ts. The list, the detail and
 * the changes are in notices.queries.ts.
 */

type Page = { limit: number; offset: number };

/** The company's reminders the viewer may see, for the calendar (only the one with id, if given). */
export function companyReminders(tx: Tx, companyId: string, viewer: Viewer, page: Page, id?: string) {
  return listReminders(
    tx,
    and(eq(notices.companyId, companyId), id ? eq(notices.id, id) : undefined, visibleTo(viewer)),
    page,
  );
}

/** Due, open reminders the user manages or is assigned to, in the companies in scope. */
export function dueRemindersOf(tx: Tx, userId: string, page: Page) {
  return listReminders(
    tx,
    and(
      eq(notices.status, false),
      lte(notices.reminderAt, companyToday(notices.companyId)),
      or(
        eq(notices.managerId, userId),
        sql`exists (select 1 from notice_assignees a where a.notice_id = ${notices.id} and a.user_id = ${userId})`,
      ),
    ),
    page,
  );
}

/** Open reminders dated from..to that the user manages or is assigned to, in the given companies. */
export function openRemindersOfBetween(
  tx: Tx,
  companyIds: string[],
  userId: string,
  range: { from: string; to: string },
  page: Page,
) {
  return listReminders(
    tx,
    and(
      inArray(notices.companyId, companyIds),
      eq(notices.status, false),
      gte(notices.reminderAt, range.from),
      lte(notices.reminderAt, range.to),
      or(
        eq(notices.managerId, userId),
        sql`exists (select 1 from notice_assignees a where a.notice_id = ${notices.id} and a.user_id = ${userId})`,
      ),
    ),
    page,
  );
}

/** Calendar view: reminders with a date. */
async function listReminders(tx: Tx, where: SQL | undefined, page: Page) {
  const rows = await tx
    .select({
      id: notices.id,
      title: notices.title,
      reminderAt: notices.reminderAt,
      enddate: notices.enddate,
      status: notices.status,
      publicationId: notices.publicationId,
      publicationName: publications.name,
      companyId: notices.companyId,
      companyName: companies.name,
    })
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .innerJoin(companies, eq(companies.id, notices.companyId))
    .where(and(sql`${notices.reminderAt} is not null`, where))
    .orderBy(asc(notices.reminderAt), asc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    reminderAt: r.reminderAt ?? "",
    enddate: r.enddate,
    status: r.status,
    publication: { id: r.publicationId, name: r.publicationName },
    company: { id: r.companyId, name: r.companyName },
  }));
}

// --- due delivery ------------------------------------------------------------------------------------

/**
 * Open, undelivered reminders whose date has come in their company's day, in a company with
 * reminders on (`n` a notice, `c` its company).
 */
const dueBy = (now: Date) =>
  sql`n.status = false and n.delivered_at is null and n.reminder_at is not null
      and n.reminder_at <= ${companyToday(sql`n.company_id`, now)}
      and coalesce((c.enabled_features->>'documentReminder')::boolean, false)`;

/** The companies with a reminder due (run with every company in scope). */
export async function companiesWithDueReminders(tx: Tx, now: Date) {
  const result: unknown = await tx.execute(sql`
    select distinct n.company_id from notices n join companies c on c.id = n.company_id where ${dueBy(now)}`);
  return rowsOf<{ company_id: string }>(result).map((row) => row.company_id);
}

export interface ClaimedReminder {
  id: string;
  title: string;
  reminder_at: string;
  company_name: string;
  publication: { id: string; name: string; type: PublicationTypeKey };
  /** The manager and the assignees who are members of the company now and not blocked from its web. */
  recipients: { id: string; email: string; name: string; language: string }[];
}

/**
 * Claims up to `limit` of the company's due reminders (delivered_at set in one statement; rows
 * another process holds are skipped), so each is delivered once however many processes run this.
 */
export async function claimDueReminders(tx: Tx, companyId: string, now: Date, limit: number) {
  const result: unknown = await tx.execute(sql`
    with due as (
      select n.id from notices n join companies c on c.id = n.company_id
      where n.company_id = ${companyId} and ${dueBy(now)}
      order by n.reminder_at, n.id
      limit ${limit}
      for update of n skip locked
    ), claimed as (
      update notices n set delivered_at = now() from due where n.id = due.id and n.delivered_at is null
      returning n.id, n.title, n.reminder_at, n.publication_id, n.manager_id
    )
    select claimed.id, claimed.title, claimed.reminder_at::text as reminder_at, c.name as company_name,
           json_build_object('id', p.id, 'name', p.name, 'type', p.type) as publication,
           coalesce((select json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language) order by u.id)
                     from users u
                     join company_users cu on cu.user_id = u.id and cu.company_id = ${companyId}
                       and not coalesce((cu.features->>'denyLoginOnWeb')::boolean, false)
                     where u.id = claimed.manager_id
                        or u.id in (select a.user_id from notice_assignees a where a.notice_id = claimed.id)), '[]') as recipients
    from claimed
    join companies c on c.id = ${companyId}
    join publications p on p.id = claimed.publication_id
    order by claimed.reminder_at, claimed.id`);
  return rowsOf<ClaimedReminder>(result);
}
