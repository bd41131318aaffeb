// The claim of due tasks (task-due.service.ts, jobs/task-due.ts).
import type { PublicationTypeKey } from "@app/contract";
import { sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client";

/** Due now in the company's time zone: the due date at its time (the day's start without one) has come. */
const dueBy = (now: Date) =>
  sql`t.done = false and t.due_delivered_at is null and t.due_date is not null
      and ((t.due_date + coalesce(t.due_time, '00:00')::time) at time zone c.time_zone) <= ${now.toISOString()}::timestamptz`;

export async function companiesWithDueTasks(tx: Tx, now: Date) {
  const result: unknown = await tx.execute(sql`
    select distinct t.company_id from tasks t join companies c on c.id = t.company_id where ${dueBy(now)}`);
  return rowsOf<{ company_id: string }>(result).map((r) => r.company_id);
}

export interface ClaimedTask {
  id: string;
  title: string;
  due_date: string;
  due_time: string | null;
  company_name: string;
  publication: { id: string; name: string; type: PublicationTypeKey } | null;
  /** The task's members who are members of the company; its creator when it has none. */
  recipients: { id: string; email: string; name: string; language: string }[];
}

/**
 * Claims up to `limit` of the company's due tasks: one conditional UPDATE sets due_delivered_at
 * where it is still null, so however many processes run this at once each task is claimed (and
 * delivered) once. Rows another process holds are skipped.
 */
export async function claimDueTasks(tx: Tx, companyId: string, now: Date, limit: number) {
  const result: unknown = await tx.execute(sql`
    with due as (
      select t.id from tasks t join companies c on c.id = t.company_id
      where t.company_id = ${companyId} and ${dueBy(now)}
      order by t.due_date, t.id
      limit ${limit}
      for update of t skip locked
    ), claimed as (
      update tasks t set due_delivered_at = now()
      from due where t.id = due.id and t.due_delivered_at is null
      returning t.id, t.title, t.due_date, t.due_time, t.publication_id, t.created_by
    )
    select claimed.id, claimed.title, claimed.due_date::text as due_date, claimed.due_time, c.name as company_name,
           case when p.id is null then null else json_build_object('id', p.id, 'name', p.name, 'type', p.type) end as publication,
           coalesce((select json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language) order by u.id)
             from users u join company_users cu on cu.user_id = u.id and cu.company_id = ${companyId}
               and not coalesce((cu.features->>'denyLoginOnWeb')::boolean, false)
             where u.id in (select m.user_id from task_members m where m.task_id = claimed.id)
                or (u.id = claimed.created_by and not exists (select 1 from task_members m where m.task_id = claimed.id))), '[]') as recipients
    from claimed
    join companies c on c.id = ${companyId}
    left join publications p on p.id = claimed.publication_id
    order by claimed.due_date, claimed.id`);
  return rowsOf<ClaimedTask>(result);
}
