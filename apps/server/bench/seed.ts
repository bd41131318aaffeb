import type pg from "pg";
import { hashPassword } from "../src/lib/passwords";

export const BENCH_PASSWORD = "bench-password";
export const BIG_OBJECTS = 200_000;
export const SMALL_COMPANIES = 1_000;
export const SMALL_OBJECTS = 200;
/** Members besides the owner (and, in the big company, the bench user): the users table is shared by all. */
export const BIG_MEMBERS = 500;
export const SMALL_MEMBERS = 10;
const GROUPS = 20;

/** The first word of an object's name (by n % 10). */
const KINDS = [
  "Avtal",
  "Offert",
  "Faktura",
  "Ritning",
  "Protokoll",
  "Rapport",
  "Kontrakt",
  "Manual",
  "Order",
  "Leverans",
];
/**
 * The last word (by n / 10 % 50): a search for one of these matches 2 % of a company's objects,
 * spread evenly through the name order (the number comes first, so "Avtal 1234 Göteborg").
 */
export const PLACES = [
  "Stockholm",
  "Göteborg",
  "Malmö",
  "Uppsala",
  "Västerås",
  "Örebro",
  "Linköping",
  "Helsingborg",
  "Jönköping",
  "Norrköping",
  "Lund",
  "Umeå",
  "Gävle",
  "Borås",
  "Södertälje",
  "Eskilstuna",
  "Halmstad",
  "Växjö",
  "Karlstad",
  "Sundsvall",
  "Östersund",
  "Trollhättan",
  "Luleå",
  "Lidingö",
  "Borlänge",
  "Tumba",
  "Kristianstad",
  "Kalmar",
  "Falun",
  "Skövde",
  "Karlskrona",
  "Skellefteå",
  "Uddevalla",
  "Varberg",
  "Åkersberga",
  "Örnsköldsvik",
  "Landskrona",
  "Nyköping",
  "Vallentuna",
  "Motala",
  "Trelleborg",
  "Ängelholm",
  "Karlskoga",
  "Märsta",
  "Lerum",
  "Alingsås",
  "Sandviken",
  "Kungälv",
  "Visby",
  "Kiruna",
];
const TYPES = ["card", "note", "projectFolder", "form", "album", "masterFile", "order", "spreadsheet"];
const FEATURES = {
  customers: true,
  documentReminder: true,
  investigation: true,
  publicationTypes: TYPES,
  esign: true,
  skills: true,
};

export interface Seeded {
  bigCompanyId: string;
  email: string;
  userId: string;
  objects: number;
  users: number;
}

export const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]::text[]`;

/**
 * Fills a freshly migrated database with set-based SQL (as the connecting superuser, which
 * row level security does not restrict): one big company with BIG_OBJECTS objects and
 * SMALL_COMPANIES companies with SMALL_OBJECTS each, and BIG_MEMBERS / SMALL_MEMBERS members
 * each (about 10,500 users). In the big company a quarter of the objects belong to one of
 * GROUPS groups (the bench user is in two, every member in two), 5 % are archived, every
 * 997th is locked and a few hundred group objects are shared with the bench user, so the
 * visibility rule and the joins have work.
 */
export async function seed(client: pg.Client): Promise<Seeded> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const email = "bench@example.test";
  const q = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;

  await q("begin");
  // Bulk load without triggers: the audit trail's (docs/audit.md) would write and chain an event
  // per row (the seed took over ten minutes), and the rows are consistent by construction.
  await q("set local session_replication_role = replica");
  const [big] = await q<{ id: string }>(
    `insert into companies (name, enabled_features) values ('Bench Big AB', $1) returning id`,
    [FEATURES],
  );
  if (!big) throw new Error("big company not created");
  await q(
    `insert into companies (name, enabled_features)
     select 'Bench Small ' || n || ' AB', $1 from generate_series(1, $2::int) n`,
    [FEATURES, SMALL_COMPANIES],
  );
  const [user] = await q<{ id: string }>(
    `insert into users (name, email, password_hash) values ('Bench User', $1, $2) returning id`,
    [email, passwordHash],
  );
  if (!user) throw new Error("user not created");
  // One owner per company (the big one included), who creates the company's objects.
  await q(
    `insert into users (name, email, password_hash)
     select 'Owner ' || c.name, 'owner-' || c.id || '@example.test', $1 from companies c`,
    [passwordHash],
  );
  await q(
    `insert into company_users (company_id, user_id)
     select c.id, u.id from companies c join users u on u.email = 'owner-' || c.id || '@example.test'`,
  );
  await q(
    `insert into permissions (company_id, user_id, permission)
     select company_id, user_id, 'CompanyAccountAdmin' from company_users`,
  );
  await q(
    `with members as (
       select c.id company_id, m, 'member-' || m || '-' || c.id || '@example.test' email
       from companies c, generate_series(1, case when c.id = $2 then $3::int else $4::int end) m
     ), inserted as (
       insert into users (name, email, password_hash)
       select 'Medlem ' || m, email, $1 from members
       returning id, email
     )
     insert into company_users (company_id, user_id)
     select m.company_id, i.id from members m join inserted i using (email)`,
    [passwordHash, big.id, BIG_MEMBERS, SMALL_MEMBERS],
  );
  // The bench user: a normal full member of the big company who sees objects without a group.
  await q("insert into company_users (company_id, user_id) values ($1, $2)", [big.id, user.id]);
  await q(
    `insert into permissions (company_id, user_id, permission)
     select $1, $2, p from unnest(array['SeeObjectsWithoutGroup', 'PublicationCreate', 'PublicationEdit']) p`,
    [big.id, user.id],
  );
  await q(
    `insert into groups (company_id, name)
     select $1, 'Grupp ' || lpad(g::text, 2, '0') from generate_series(1, $2::int) g`,
    [big.id, GROUPS],
  );
  await q(
    `insert into group_users (company_id, group_id, user_id)
     select company_id, id, $2 from groups where company_id = $1 and name in ('Grupp 01', 'Grupp 02')`,
    [big.id, user.id],
  );
  await q(
    `with g as (select array_agg(id order by name) ids from groups where company_id = $1),
          m as (select user_id, row_number() over (order by user_id) n from company_users
                where company_id = $1 and user_id <> $2)
     insert into group_users (company_id, group_id, user_id)
     select $1, g.ids[1 + (m.n + k) % ${GROUPS}], m.user_id from m, g, generate_series(0, 1) k`,
    [big.id, user.id],
  );

  // Objects: n numbers them within the company; the name, type, group and status follow n.
  const objects = (companyFilter: string, count: string) => `
    with g as (select array_agg(id order by name) ids from groups where company_id = $1)
    insert into publications (company_id, type, name, description, body, object_number, period_date, status,
                              group_id, tags, created_by, updated_by, created_at, updated_at, locked_by, locked_at)
    select c.id,
           (${textArray(TYPES)})[1 + n % ${TYPES.length}],
           (${textArray(KINDS)})[1 + n % ${KINDS.length}] || ' ' || n || ' '
             || (${textArray(PLACES)})[1 + (n / 10) % ${PLACES.length}],
           'Beskrivning av objekt ' || n,
           repeat('Text i objektet. ', 20),
           n,
           case when n % 3 = 0 then date '2024-01-01' + (n % 700) end,
           case when n % 20 = 0 then 'archived' else 'active' end,
           case when c.id = $1 and n % 4 = 1 then (select ids[1 + (n / 4) % ${GROUPS}] from g) end,
           case when n % 7 = 0 then array['viktig'] else '{}'::text[] end,
           o.id, o.id,
           now() - n * interval '1 minute', now() - n * interval '30 seconds',
           case when n % 997 = 0 then o.id end,
           case when n % 997 = 0 then now() end
    from companies c
    join users o on o.email = 'owner-' || c.id || '@example.test'
    cross join generate_series(1, ${count}) n
    where ${companyFilter}`;
  await q(objects("c.id = $1", String(BIG_OBJECTS)), [big.id]);
  await q(objects("c.id <> $1", String(SMALL_OBJECTS)), [big.id]);
  // A few hundred objects of groups the bench user is not in, shared with them directly.
  await q(
    `insert into publication_shares (company_id, publication_id, user_id)
     select company_id, id, $2 from publications
     where company_id = $1 and group_id is not null and object_number % 400 = 1`,
    [big.id, user.id],
  );
  await q(
    `insert into company_counters (company_id, name, value)
     select company_id, 'publication', max(object_number) from publications group by company_id`,
  );
  await q("commit");
  // Leaves autovacuum nothing to do during the measurements (visibility map, hint bits, statistics).
  await q("vacuum (analyze)");
  const [{ users = 0 } = {}] = await q<{ users: number }>("select count(*)::int as users from users");
  return {
    bigCompanyId: big.id,
    email,
    userId: user.id,
    objects: BIG_OBJECTS + SMALL_COMPANIES * SMALL_OBJECTS,
    users,
  };
}
