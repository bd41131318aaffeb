import { performance } from "node:perf_hooks";
import { REMINDER_CATEGORY } from "@app/contract";
import type pg from "pg";
import { hashPassword } from "../src/lib/passwords";
import { BENCH_PASSWORD, PLACES as CITIES, textArray } from "./seed";

export const BIG_REMINDERS = 200_000;
export const SMALL_COMPANIES = 1_000;
export const SMALL_REMINDERS = 1_000;
/** Reminders per object (a contract has its notice date and its end date). */
const REMINDERS_PER_OBJECT = 2;
/** Members besides the bench user; every member manages and is assigned reminders. */
export const BIG_MEMBERS = 100;
export const SMALL_MEMBERS = 5;
export const BIG_CATEGORIES = 20;
export const SMALL_CATEGORIES = 5;

/** The first word of a reminder's title (by n % 10). */
const KINDS = [
  "Uppsägning",
  "Förlängning",
  "Omförhandling",
  "Besiktning",
  "Betalning",
  "Revision",
  "Prisjustering",
  "Avstämning",
  "Leverans",
  "Garanti",
];
/** The last word (by n / 10 % 20). */
const PLACES = CITIES.slice(0, 20);
const FEATURES = { documentReminder: true, publicationTypes: ["card", "note"] };

export interface RemindersSeeded {
  /** PostgreSQL's version. */
  version: string;
  bigCompanyId: string;
  email: string;
  userId: string;
  /** The database's current_date (YYYY-MM-DD): reminder dates run from a year before to two years after. */
  today: string;
  /** Values for the filtered page. */
  filter: { categoryId: string; assigneeId: string };
  companies: number;
  reminders: number;
  bigReminders: number;
  assignees: number;
  objects: number;
  users: number;
}

/**
 * Fills a freshly migrated database with set-based SQL (as the connecting superuser, which row
 * level security does not restrict): one big company with `bigReminders` reminders and
 * `smallCompanies` companies with SMALL_REMINDERS each, on objects holding two reminders each.
 * Every reminder has a manager and one assignee (every third a second one) among the company's
 * members, a category (1 in BIG_CATEGORIES + 1 has none), a reminder date spread evenly from a
 * year ago to two years ahead with its end date 1, 3 or 6 months later; two thirds of the past
 * ones and a tenth of the future ones are completed. The bench user is the big company's account
 * administrator and, like every member, manager or assignee of about 2 % of its reminders.
 * The spread comes from a hash of n, so the columns do not move in step.
 */
export async function seedReminders(
  client: pg.Client,
  sizes: { bigReminders: number; smallCompanies: number },
): Promise<RemindersSeeded> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const email = "bench@example.test";
  const q = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const begun = performance.now();
    const { rows } = await client.query<T>(text, values);
    if (process.env.BENCH_DEBUG) {
      console.log(`  ${(performance.now() - begun).toFixed(0).padStart(6)} ms  ${text.trim().split("\n")[0]}`);
    }
    return rows;
  };

  await q("begin");
  // Bulk load: no foreign key triggers (the rows are consistent by construction; the schema has no
  // other triggers), and the big tables' secondary indexes are built once at the end, not row by row.
  await q("set local session_replication_role = replica");
  await q("set local maintenance_work_mem = '256MB'");
  const indexes = await q<{ name: string; definition: string }>(
    `select indexname "name", indexdef "definition" from pg_indexes i
     where schemaname = 'public' and tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [["publications", "notices", "notice_assignees"]],
  );
  for (const index of indexes) await q(`drop index ${index.name}`);
  // A well-mixed hash of (n, salt), 0 … 65535.
  await q(`create function pg_temp.h(n bigint, salt int) returns bigint language sql immutable as $$
    select ((((n * 2654435761) % 4294967296) # ((salt * 1103515245::bigint) % 4294967296)) * 73244475 % 4294967296) / 65536
  $$`);
  const [big] = await q<{ id: string }>(
    `insert into companies (name, enabled_features) values ('Bench Big AB', $1) returning id`,
    [FEATURES],
  );
  if (!big) throw new Error("big company not created");
  await q(
    `insert into companies (name, enabled_features)
     select 'Bench Small ' || n || ' AB', $1 from generate_series(1, $2::int) n`,
    [FEATURES, sizes.smallCompanies],
  );
  await q(
    `create temp table seed_companies on commit drop as
     select id, case when id = $1 then $2::int else $3::int end reminders,
            case when id = $1 then $4::int + 1 else $5::int end members,
            case when id = $1 then $6::int else $7::int end categories
     from companies`,
    [big.id, sizes.bigReminders, SMALL_REMINDERS, BIG_MEMBERS, SMALL_MEMBERS, BIG_CATEGORIES, SMALL_CATEGORIES],
  );
  const [user] = await q<{ id: string }>(
    `insert into users (name, email, password_hash) values ('Bench User', $1, $2) returning id`,
    [email, passwordHash],
  );
  if (!user) throw new Error("user not created");

  // Members numbered 0 … members - 1 in each company; in the big one the bench user is number 0.
  await q(
    "create temp table seed_members (company_id uuid, idx int, user_id uuid, primary key (company_id, idx)) on commit drop",
  );
  await q("insert into seed_members values ($1, 0, $2)", [big.id, user.id]);
  await q(
    `with members as (
       select c.id company_id, m, 'member-' || m || '-' || c.id || '@example.test' email
       from seed_companies c, generate_series(case when c.id = $2 then 1 else 0 end, c.members - 1) m
     ), inserted as (
       insert into users (name, email, password_hash)
       select 'Medlem ' || m, email, $1 from members
       returning id, email
     )
     insert into seed_members (company_id, idx, user_id)
     select m.company_id, m.m, i.id from members m join inserted i using (email)`,
    [passwordHash, big.id],
  );
  await q("insert into company_users (company_id, user_id) select company_id, user_id from seed_members");
  await q(
    `insert into permissions (company_id, user_id, permission)
     select company_id, user_id, 'DocumentReminders' from seed_members`,
  );
  await q(`insert into permissions (company_id, user_id, permission) values ($1, $2, 'CompanyAccountAdmin')`, [
    big.id,
    user.id,
  ]);

  await q(
    "create temp table seed_categories (company_id uuid, idx int, id uuid, primary key (company_id, idx)) on commit drop",
  );
  await q(
    `with inserted as (
       insert into categories (company_id, type, name, color)
       select c.id, $1, 'Kategori ' || lpad(k::text, 2, '0'), (pg_temp.h(k, 9) * 256 + k) % 16777216
       from seed_companies c, generate_series(0, c.categories - 1) k
       returning id, company_id, name
     )
     insert into seed_categories select company_id, substring(name from 10)::int, id from inserted`,
    [REMINDER_CATEGORY],
  );

  // Objects numbered 1 … ceil(reminders / 2); reminder n is on object ceil(n / 2).
  await q(
    `insert into publications (company_id, type, name, description, object_number, created_by, updated_by)
     select c.id, 'card', 'Avtal ' || k, 'Avtal med påminnelser', k, m.user_id, m.user_id
     from seed_companies c
     cross join generate_series(1, (c.reminders + ${REMINDERS_PER_OBJECT - 1}) / ${REMINDERS_PER_OBJECT}) k
     join seed_members m on m.company_id = c.id and m.idx = k % c.members`,
  );
  await q(
    `insert into company_counters (company_id, name, value)
     select company_id, 'publication', max(object_number) from publications group by company_id`,
  );

  await q(
    `create temp table seed_notices on commit drop as
     select gen_random_uuid() id, c.id company_id, n, c.members, c.categories,
            current_date + (pg_temp.h(n, 1) % 1096)::int - 365 reminder_at,
            (array[1, 3, 6])[1 + pg_temp.h(n, 4) % 3] months
     from seed_companies c, generate_series(1, c.reminders) n`,
  );
  await q(
    `insert into notices (id, company_id, publication_id, title, description, enddate, reminder_at, notice_period,
                          status, completed_at, tag, manager_id, category_id, delivered_at, created_by, created_at)
     select s.id, s.company_id, p.id,
            (${textArray(KINDS)})[1 + s.n % ${KINDS.length}] || ' ' || s.n || ' '
              || (${textArray(PLACES)})[1 + (s.n / 10) % ${PLACES.length}],
            'Påminnelse ' || s.n,
            (s.reminder_at + make_interval(months => s.months))::date,
            s.reminder_at,
            s.months || case when s.months = 1 then ' month' else ' months' end,
            done.completed,
            case when done.completed then now() end,
            case when s.n % 5 = 0 then 'viktig' else '' end,
            m.user_id,
            cat.id,
            case when not done.completed and s.reminder_at <= current_date then now() end,
            m.user_id,
            now() - s.n * interval '1 minute'
     from seed_notices s
     cross join lateral (select case when s.reminder_at < current_date then pg_temp.h(s.n, 5) % 3 <> 0
                                     else pg_temp.h(s.n, 5) % 10 = 0 end completed) done
     join publications p on p.company_id = s.company_id and p.object_number = (s.n + ${REMINDERS_PER_OBJECT - 1}) / ${REMINDERS_PER_OBJECT}
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 2) % s.members
     left join seed_categories cat on cat.company_id = s.company_id and cat.idx = pg_temp.h(s.n, 3) % (s.categories + 1)`,
  );
  // One assignee each, a second (another member) on every third reminder.
  await q(
    `insert into notice_assignees (company_id, notice_id, user_id)
     select s.company_id, s.id, m.user_id from seed_notices s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 6) % s.members`,
  );
  await q(
    `insert into notice_assignees (company_id, notice_id, user_id)
     select s.company_id, s.id, m.user_id from seed_notices s
     join seed_members m on m.company_id = s.company_id
      and m.idx = (pg_temp.h(s.n, 6) + 1 + pg_temp.h(s.n, 7) % (s.members - 1)) % s.members
     where s.n % 3 = 0`,
  );
  for (const index of indexes) await q(index.definition);
  const [filter] = await q<{ categoryId: string; assigneeId: string }>(
    `select (select id from seed_categories where company_id = $1 and idx = 3) "categoryId",
            (select user_id from seed_members where company_id = $1 and idx = 2) "assigneeId"`,
    [big.id],
  );
  if (!filter) throw new Error("no filter values");
  await q("commit");
  // Leaves autovacuum nothing to do during the measurements (visibility map, hint bits, statistics).
  await q("vacuum (analyze)");
  const [totals] = await q<{
    version: string;
    today: string;
    companies: number;
    reminders: number;
    assignees: number;
    objects: number;
    users: number;
  }>(
    `select current_setting('server_version') version, current_date::text today, (select count(*)::int from companies) companies,
            (select count(*)::int from notices) reminders, (select count(*)::int from notice_assignees) assignees,
            (select count(*)::int from publications) objects, (select count(*)::int from users) users`,
  );
  if (!totals) throw new Error("no totals");
  return { bigCompanyId: big.id, email, userId: user.id, filter, bigReminders: sizes.bigReminders, ...totals };
}
