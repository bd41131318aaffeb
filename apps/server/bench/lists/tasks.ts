import { TASK_LIST_MAX } from "@app/contract";
import { PLACES as CITIES, textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's tasks at BENCH_SCALE 1; each small company has a hundredth. */
export const BIG_TASKS = 20_000;
/** Tasks on an object (the rest are company-wide): 3 in 10, about TASKS_PER_OBJECT on each object. */
const TASKS_PER_OBJECT = 6;

const VERBS = [
  "Ring",
  "Boka",
  "Kontrollera",
  "Beställ",
  "Uppdatera",
  "Skicka",
  "Granska",
  "Planera",
  "Åtgärda",
  "Följ upp",
];
const THINGS = [
  "offerten",
  "avtalet",
  "fakturan",
  "leveransen",
  "servicen",
  "besiktningen",
  "budgeten",
  "ritningen",
  "rapporten",
  "mötet",
  "inköpet",
  "underlaget",
];
const PLACES = CITIES.slice(0, 20);
/** Mostly todo, as the create form's default. */
const TYPES = ["todo", "todo", "todo", "todo", "reminder", "bug", "event", "service", "watch", "todo"];
const RULES = [
  "FREQ=WEEKLY",
  "FREQ=MONTHLY",
  "FREQ=WEEKLY;BYDAY=MO",
  "FREQ=DAILY;COUNT=10",
  "FREQ=YEARLY",
  "FREQ=WEEKLY;INTERVAL=2",
];
const STEPS = ["Ta fram underlag", "Stäm av med kunden", "Boka möte", "Skriv sammanfattning", "Arkivera"];

/** Monday of the week of the 1st of today's month: where the calendar's month view starts (six weeks). */
function monthView(today: string) {
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const to = new Date(from.getTime() + 41 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * Tasks in every company: BIG_TASKS × scale in the big one, a hundredth in each small one. Nine in
 * ten have a due date, spread evenly from a year ago to a year ahead (some with a start date a few
 * days before, two in five a due time); two thirds of the past ones and a twentieth of the future
 * ones are done (with their time spent), and every past one was delivered as due, so the due job
 * finds nothing. A tenth are private. Each has a creator among the members and, in 85 % of them,
 * a member (a second one in a quarter); 30 % have 1–5 sub tasks. Three in ten are on one of the
 * company's objects (projects, plants, orders made here, numbered after the company's last object
 * number), and 1 in 200 is the open occurrence of a repeating series, due within two weeks back
 * and a month ahead.
 *
 * The web has no list of tasks: it asks for an object's tasks on the object's page (publicationId,
 * limit TASK_LIST_MAX, measured on the big company's object with the most tasks), and shows the
 * company's tasks in the calendar, whose first screen is the month around today (with the e-sign
 * deadlines, investigation period ends and skill expiries the other areas seed).
 */
export async function seedTasks({ q, companies, userId, today, scale }: ListsContext): Promise<ListLine[]> {
  const big = Math.max(1, Math.round(BIG_TASKS * scale));
  const small = Math.max(1, Math.round((BIG_TASKS * scale) / 100));
  await q(
    `create temp table seed_tasks_companies on commit drop as
     select c.id company_id, c.tasks, c.members, greatest(1, (c.tasks * 3 + ${10 * TASKS_PER_OBJECT - 1}) / ${10 * TASKS_PER_OBJECT}) objects
     from unnest($1::uuid[], $2::int[], $3::int[]) c(id, tasks, members)`,
    [companies.map((c) => c.id), companies.map((c) => (c.big ? big : small)), companies.map((c) => c.members.length)],
  );
  await q(
    `create temp table seed_tasks_objects on commit drop as
     select c.company_id, k, gen_random_uuid() id from seed_tasks_companies c cross join generate_series(1, c.objects) k`,
  );
  await q("alter table seed_tasks_objects add primary key (company_id, k)");
  await q(
    `insert into publications (id, company_id, type, name, description, object_number, created_by, updated_by,
                               created_at, updated_at)
     select o.id, o.company_id, (array['projectFolder', 'plant', 'order'])[1 + o.k % 3],
            (array['Projekt', 'Anläggning', 'Order'])[1 + o.k % 3] || ' ' || o.k || ' '
              || (${textArray(PLACES)})[1 + (o.k / 3) % ${PLACES.length}],
            'Objekt med uppgifter', nextval('seed_object_numbers'), m.user_id, m.user_id,
            now() - (400 + pg_temp.h(o.k, 31) % 700) * interval '1 day', now() - (pg_temp.h(o.k, 32) % 400) * interval '1 day'
     from seed_tasks_objects o
     join seed_tasks_companies c using (company_id)
     join seed_members m on m.company_id = o.company_id and m.idx = o.k % c.members`,
  );

  await q(
    `create temp table seed_tasks on commit drop as
     select s.*, d.done,
            case when d.done then s.created_at + (least(now(), coalesce(s.due, current_date) + time '16:00') - s.created_at)
                                  * (0.5 + (pg_temp.h(s.n, 5) % 50) / 100.0) end done_at
     from (
       select r.*, least(now() - interval '2 days',
                         coalesce(r.due, current_date) - (1 + pg_temp.h(r.n, 3) % 60) * interval '1 day'
                           + (pg_temp.h(r.n, 4) % 600) * interval '1 minute') created_at
       from (
         select gen_random_uuid() id, c.company_id, n, c.members, c.objects, pg_temp.h(n, 1) % 200 = 0 repeating,
                case when pg_temp.h(n, 1) % 200 = 0 then current_date + (pg_temp.h(n, 2) % 45)::int - 14
                     when pg_temp.h(n, 1) % 10 = 1 then null
                     else current_date + (pg_temp.h(n, 2) % 731)::int - 365 end due
         from seed_tasks_companies c, generate_series(1, c.tasks) n
       ) r
     ) s
     cross join lateral (select case when s.repeating then false
                                     when s.due is null then pg_temp.h(s.n, 6) % 5 = 0
                                     when s.due < current_date then pg_temp.h(s.n, 6) % 3 <> 0
                                     else pg_temp.h(s.n, 6) % 20 = 0 end done) d`,
  );
  await q(
    `insert into tasks (id, company_id, publication_id, title, description, type, importance, start_date, due_date,
                        due_time, visibility, estimate_minutes, spent_minutes, done, done_at, rrule, series_id,
                        due_delivered_at, created_by, created_at, updated_by, updated_at)
     select s.id, s.company_id, o.id,
            (${textArray(VERBS)})[1 + s.n % ${VERBS.length}] || ' ' || (${textArray(THINGS)})[1 + (s.n / 10) % ${THINGS.length}]
              || ' ' || s.n,
            case when s.n % 2 = 0 then 'Uppgift ' || s.n || ' i ' || (${textArray(PLACES)})[1 + (s.n / 7) % ${PLACES.length}] else '' end,
            (${textArray(TYPES)})[1 + pg_temp.h(s.n, 7) % ${TYPES.length}],
            case when pg_temp.h(s.n, 8) % 20 < 3 then 'HIGH' when pg_temp.h(s.n, 8) % 20 < 7 then 'LOW' else 'NORMAL' end,
            case when s.due is not null and pg_temp.h(s.n, 9) % 5 = 0 then s.due - (pg_temp.h(s.n, 10) % 8)::int end,
            s.due,
            case when s.due is not null and pg_temp.h(s.n, 11) % 5 < 2
                 then lpad((8 + pg_temp.h(s.n, 12) % 10)::text, 2, '0') || ':' || (array['00', '15', '30', '45'])[1 + pg_temp.h(s.n, 13) % 4] end,
            case when pg_temp.h(s.n, 14) % 10 = 0 then 'PRIVATE' else 'PUBLIC' end,
            case when pg_temp.h(s.n, 15) % 5 < 2 then 15 * (1 + pg_temp.h(s.n, 16) % 32) end,
            case when s.done then 15 * (pg_temp.h(s.n, 17) % 24) else 0 end,
            s.done, s.done_at,
            case when s.repeating then (${textArray(RULES)})[1 + pg_temp.h(s.n, 18) % ${RULES.length}] end,
            case when s.repeating then s.id end,
            case when s.due <= current_date then least(now(), s.due + time '07:00') end,
            m.user_id, s.created_at, m.user_id, coalesce(s.done_at, s.created_at)
     from seed_tasks s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 19) % s.members
     left join seed_tasks_objects o on o.company_id = s.company_id and pg_temp.h(s.n, 20) % 10 < 3
      and o.k = 1 + pg_temp.h(s.n, 21) % s.objects`,
  );
  // A member on 85 % of the tasks, a second (another member) on a quarter.
  await q(
    `insert into task_members (company_id, task_id, user_id)
     select s.company_id, s.id, m.user_id from seed_tasks s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 22) % s.members
     where pg_temp.h(s.n, 23) % 20 < 17`,
  );
  await q(
    `insert into task_members (company_id, task_id, user_id)
     select s.company_id, s.id, m.user_id from seed_tasks s
     join seed_members m on m.company_id = s.company_id
      and m.idx = (pg_temp.h(s.n, 22) + 1 + pg_temp.h(s.n, 24) % (s.members - 1)) % s.members
     where pg_temp.h(s.n, 23) % 20 < 17 and pg_temp.h(s.n, 25) % 4 = 0`,
  );
  await q(
    `insert into sub_tasks (company_id, task_id, title, done, position, created_at)
     select s.company_id, s.id, (${textArray(STEPS)})[1 + (s.n + p) % ${STEPS.length}],
            s.done or (not s.repeating and p < pg_temp.h(s.n, 27) % 3), p, s.created_at
     from seed_tasks s, generate_series(0, pg_temp.h(s.n, 26) % 5) p
     where pg_temp.h(s.n, 28) % 10 < 3`,
  );

  const bigId = companies[0]?.id;
  const [object] = await q<{ id: string; rows: number }>(
    `select t.publication_id id, count(*)::int "rows" from tasks t
     where t.company_id = $1 and t.publication_id is not null
       and (t.visibility = 'PUBLIC' or t.created_by = $2
            or exists (select 1 from task_members m where m.task_id = t.id and m.user_id = $2))
     group by t.publication_id order by 2 desc, 1 limit 1`,
    [bigId, userId],
  );
  if (!object) throw new Error("no object with tasks");
  const { from, to } = monthView(today);
  return [
    {
      name: "tasks, an object's",
      path: `/api/companies/${bigId}/tasks?publicationId=${object.id}&limit=${TASK_LIST_MAX}`,
      rows: object.rows,
    },
    { name: "tasks, calendar month", path: `/api/companies/${bigId}/calendar?from=${from}&to=${to}` },
  ];
}
