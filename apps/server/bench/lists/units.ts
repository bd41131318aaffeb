import { UNIT_CATEGORY, UNIT_PAGE_FETCH } from "@app/contract";
import { PLACES, textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's units; each small company has 1/100 of them. */
export const BIG_UNITS = 2_000;
/** Unit categories of the big company and of each small one. */
const BIG_CATEGORIES = 8;
const SMALL_CATEGORIES = 3;

/** The first word of a unit's name (by a hash of its number). */
const KINDS = ["Lag", "Avdelning", "Projekt", "Team", "Skift", "Station", "Depå", "Serviceteam", "Region", "Grupp"];
const CATEGORIES = ["Arbetslag", "Avdelning", "Projekt", "Skiftlag", "Serviceteam", "Depå", "Region", "Bemanning"];

/**
 * Units in every company: BIG_UNITS × scale in the big company (1/100 of that in each small one),
 * a fifth planned, three fifths activated, a fifth inactivated, 9 in 10 with a manager among the
 * members; each in none, one or two of the company's unit categories, with 3 to 20 of the
 * company's members (as many as it has) of whom about 1 in 7 is unassigned, and requiring 2 to 6
 * of the company's skills when there are any (seedSkills must have run first).
 */
export async function seedUnits(context: ListsContext): Promise<ListLine[]> {
  const { q, companies, scale } = context;
  const [big] = companies;
  if (!big) throw new Error("no big company");
  const unitsOf = (company: { big: boolean }) =>
    Math.max(1, Math.round((company.big ? BIG_UNITS : BIG_UNITS / 100) * scale));

  await q(
    `create temp table units_companies on commit drop as
     select c.id, c.units, c.members, c.categories, (select count(*)::int from skills s where s.company_id = c.id) skills
     from unnest($1::uuid[], $2::int[], $3::int[], $4::int[]) c(id, units, members, categories)`,
    [
      companies.map((c) => c.id),
      companies.map(unitsOf),
      companies.map((c) => c.members.length),
      companies.map((c) => (c.big ? BIG_CATEGORIES : SMALL_CATEGORIES)),
    ],
  );
  // The company's skills numbered 0 … skills - 1, to pick the required ones from.
  await q(
    `create temp table units_skills on commit drop as
     select company_id, (row_number() over (partition by company_id order by id) - 1)::int idx, id from skills`,
  );
  await q("alter table units_skills add primary key (company_id, idx)");

  await q(
    `create temp table units_categories (company_id uuid, idx int, id uuid, primary key (company_id, idx)) on commit drop`,
  );
  await q(
    `with inserted as (
       insert into categories (company_id, type, name, color)
       select c.id, $1, (${textArray(CATEGORIES)})[1 + k], (pg_temp.h(k, 41) * 256 + k) % 16777216
       from units_companies c, generate_series(0, c.categories - 1) k
       returning id, company_id, name
     )
     insert into units_categories
     select company_id, array_position(${textArray(CATEGORIES)}, name) - 1, id from inserted`,
    [UNIT_CATEGORY],
  );

  // Units numbered 0 … units - 1 in each company; size: its members (all of the company's at most).
  await q(
    `create temp table units_defs on commit drop as
     select gen_random_uuid() id, c.id company_id, k, least(c.members, 3 + pg_temp.h(k, 42) % 18)::int size
     from units_companies c, generate_series(0, c.units - 1) k`,
  );
  // Statistics for the joins below (temporary tables have none until analysed).
  await q("analyze units_companies, seed_members, units_skills, units_categories, units_defs");
  await q(
    `insert into units (id, company_id, name, description, status, manager_id, created_by, created_at)
     select d.id, d.company_id,
            (${textArray(KINDS)})[1 + pg_temp.h(d.k, 43) % ${KINDS.length}] || ' '
              || (${textArray(PLACES)})[1 + pg_temp.h(d.k, 44) % ${PLACES.length}] || ' ' || (d.k + 1),
            'Enhet ' || (d.k + 1),
            (array['PLAN', 'ACTIVATED', 'ACTIVATED', 'ACTIVATED', 'INACTIVATED'])[1 + pg_temp.h(d.k, 45) % 5],
            case when pg_temp.h(d.k, 46) % 10 <> 0 then manager.user_id end,
            creator.user_id,
            now() - d.k * interval '3 hours'
     from units_defs d
     join units_companies c on c.id = d.company_id
     join seed_members manager on manager.company_id = d.company_id and manager.idx = pg_temp.h(d.k, 47) % c.members
     join seed_members creator on creator.company_id = d.company_id and creator.idx = 0`,
  );
  // None (a fourth), one (half) or two (a fourth) categories.
  await q(
    `insert into unit_categories (unit_id, category_id, company_id)
     select d.id, cat.id, d.company_id
     from units_defs d
     join units_companies c on c.id = d.company_id
     cross join generate_series(0, least(c.categories, (array[0, 1, 1, 2])[1 + pg_temp.h(d.k, 48) % 4]) - 1) j
     join units_categories cat on cat.company_id = d.company_id and cat.idx = (pg_temp.h(d.k, 49) + j) % c.categories`,
  );
  await q(
    `insert into unit_users (unit_id, user_id, company_id, status, added_at)
     select d.id, m.user_id, d.company_id,
            case when pg_temp.h(d.k * 32 + j, 50) % 7 = 0 then 'UNASSIGNED' else 'ASSIGNED' end,
            now() - d.k * interval '3 hours' + j * interval '1 minute'
     from units_defs d
     join units_companies c on c.id = d.company_id
     cross join generate_series(0, d.size - 1) j
     join seed_members m on m.company_id = d.company_id and m.idx = (pg_temp.h(d.k, 51) + j) % c.members`,
  );
  await q(
    `insert into unit_skills (unit_id, skill_id, company_id)
     select d.id, s.id, d.company_id
     from units_defs d
     join units_companies c on c.id = d.company_id
     cross join generate_series(0, least(c.skills, 2 + pg_temp.h(d.k, 52) % 5) - 1) j
     join units_skills s on s.company_id = d.company_id and s.idx = (pg_temp.h(d.k, 53) + j) % c.skills`,
  );

  return [
    {
      name: "units",
      path: `/api/companies/${big.id}/units?limit=${UNIT_PAGE_FETCH}&offset=0`,
      rows: Math.min(UNIT_PAGE_FETCH, unitsOf(big)),
    },
  ];
}
