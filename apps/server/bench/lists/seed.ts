import { allFeatures, allPermissions, COMPANY_CREATE } from "@app/contract";
import type pg from "pg";
import { hashPassword } from "../../src/lib/passwords";
import { BENCH_PASSWORD } from "../seed";

/** Members of the big company besides the bench user, and of each small one. */
export const BIG_MEMBERS = 100;
export const SMALL_MEMBERS = 5;
export const SMALL_COMPANIES = 100;

/** One SQL statement as the seeding superuser, inside the seed's transaction. */
export type Query = <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

export interface SeedCompany {
  id: string;
  /** The big company (the one measured) or one of the small ones around it. */
  big: boolean;
  /** Member user ids; in the big company the first is the bench user. */
  members: string[];
}

/**
 * What an area's seed gets. The temporary table `seed_members (company_id, idx, user_id, name, email)`
 * numbers each company's members from 0 in the order of `members`; an object the seed makes takes its
 * number from `nextval('seed_object_numbers')` (unique in its company; `finishSeed` sets the counters). Its statements run as the superuser in one transaction with
 * `session_replication_role = replica`: no foreign key checks and no triggers, so a seed writes
 * itself whatever a trigger would have (search rows, counters). `pg_temp.h(n, salt)` is a
 * well-mixed hash of n (0 … 65535) for spreading values.
 */
export interface ListsContext {
  q: Query;
  /** The big company first. */
  companies: SeedCompany[];
  /** The bench user: the big company's account administrator with every permission. */
  userId: string;
  /** The database's current_date (YYYY-MM-DD). */
  today: string;
  /** Share of the data (BENCH_SCALE): an area seeds `Math.max(1, round(size × scale))` rows per company. */
  scale: number;
}

/** A list as the web asks for it: GET `path` (from /api on, with the web's query) answers `rows` rows. */
export interface ListLine {
  name: string;
  path: string;
  /** Rows the first page must answer (undefined: at least one). */
  rows?: number;
}

export const BIG_EMAIL = "bench-lists@example.test";

/**
 * The companies, users, memberships and permissions every area's list needs: one big company with
 * every feature and BIG_MEMBERS members, and SMALL_COMPANIES small ones of SMALL_MEMBERS, so that
 * row level security has other companies' rows to leave out. Every member holds every working
 * permission; the bench user is also the big company's account administrator.
 */
export async function seedCompanies(q: Query, scale: number): Promise<Omit<ListsContext, "q" | "scale">> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await q(`create function pg_temp.h(n bigint, salt int) returns bigint language sql immutable as $$
    select ((((n * 2654435761) % 4294967296) # ((salt * 1103515245::bigint) % 4294967296)) * 73244475 % 4294967296) / 65536
  $$`);
  const smallCompanies = Math.max(1, Math.round(SMALL_COMPANIES * scale));
  const [big] = await q<{ id: string }>(
    `insert into companies (name, enabled_features) values ('Bench Lists AB', $1) returning id`,
    [allFeatures],
  );
  if (!big) throw new Error("big company not created");
  await q(
    `insert into companies (name, enabled_features)
     select 'Bench Lists ' || n || ' AB', $1 from generate_series(1, $2::int) n`,
    [allFeatures, smallCompanies],
  );
  const [user] = await q<{ id: string }>(
    `insert into users (name, email, password_hash) values ('Bench User', $1, $2) returning id`,
    [BIG_EMAIL, passwordHash],
  );
  if (!user) throw new Error("user not created");
  const members = await q<{ company_id: string; user_id: string }>(
    `with members as (
       select c.id company_id, m, 'lists-' || m || '-' || c.id || '@example.test' email
       from companies c, generate_series(1, case when c.id = $2 then $3::int else $4::int end) m
     ), inserted as (
       insert into users (name, email, password_hash)
       select 'Medlem ' || lpad(m::text, 3, '0'), email, $1 from members
       returning id, email
     )
     select m.company_id, i.id user_id from members m join inserted i using (email) order by m.company_id, m.m`,
    [passwordHash, big.id, BIG_MEMBERS, SMALL_MEMBERS],
  );
  const companies = new Map<string, SeedCompany>([[big.id, { id: big.id, big: true, members: [user.id] }]]);
  for (const row of members) {
    const company = companies.get(row.company_id) ?? { id: row.company_id, big: false, members: [] };
    company.members.push(row.user_id);
    companies.set(row.company_id, company);
  }
  const all = [...companies.values()];
  const pairs = all.flatMap((c) => c.members.map((userId) => [c.id, userId]));
  await q(
    `insert into company_users (company_id, user_id)
     select company_id, user_id from unnest($1::uuid[], $2::uuid[]) m(company_id, user_id)`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const working = allPermissions.filter((p) => p !== COMPANY_CREATE && p !== "CompanyAccountAdmin");
  await q(
    `insert into permissions (company_id, user_id, permission)
     select company_id, user_id, permission
     from unnest($1::uuid[], $2::uuid[]) m(company_id, user_id), unnest($3::text[]) permission`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1]), working],
  );
  await q(`insert into permissions (company_id, user_id, permission) values ($1, $2, 'CompanyAccountAdmin')`, [
    big.id,
    user.id,
  ]);
  await q(
    `create temp table seed_members on commit drop as
     select m.company_id, (row_number() over (partition by m.company_id order by m.n) - 1)::int idx,
            m.user_id, u.name, u.email
     from unnest($1::uuid[], $2::uuid[]) with ordinality m(company_id, user_id, n) join users u on u.id = m.user_id`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  await q("alter table seed_members add primary key (company_id, idx)");
  await q("analyze seed_members");
  await q("create temp sequence seed_object_numbers");
  const [{ today } = { today: "" }] = await q<{ today: string }>("select current_date::text today");
  return { companies: all, userId: user.id, today };
}

/** After every area: each company's object counter at its highest object number, as the app keeps it. */
export async function finishSeed(q: Query) {
  await q(
    `insert into company_counters (company_id, name, value)
     select company_id, 'publication', max(object_number) from publications group by company_id
     on conflict (company_id, name) do update set value = excluded.value`,
  );
}
