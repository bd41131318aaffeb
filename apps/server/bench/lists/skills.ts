import { SKILL_PAGE_FETCH } from "@app/contract";
import { textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's skills; each small company has 1/100 of them. */
export const BIG_SKILLS = 1_000;
/** Each member holds this share of the company's skills (the big company's 200 of 1,000). */
const HELD_SHARE = 0.2;

/** The first words of a skill's name (by a hash of its number). */
const TRAININGS = [
  "Truckkort",
  "Heta arbeten",
  "HLR och första hjälpen",
  "Fallskydd",
  "Ställningsbyggnad",
  "ID06",
  "Säkra lyft",
  "Asbestsanering",
  "Elsäkerhet",
  "BAS-P",
  "BAS-U",
  "Liftkort",
  "Kranförare",
  "Hjullastare",
  "Grävmaskin",
  "Arbete på väg",
  "Brandskydd",
  "Kemikaliehantering",
  "Svetsning",
  "Motorsåg",
  "Travers",
  "Fordonskran",
  "Kvalitetsrevision",
  "Ledarskap",
];
const CATEGORIES = ["Maskiner", "Brand", "Säkerhet", "Bygg", "Behörighet", "Miljö", "El", "Arbetsmiljö", "Ledarskap"];

/**
 * Skill definitions and people's skills in every company: BIG_SKILLS × scale skills in the big
 * company (1/100 of that in each small one) in CATEGORIES (1 in 10 without one), valid 12 to 60
 * months or (1 in 10) for good, and every member holding a fifth of them (about 200 each, 20,000
 * records in the big company): a sixth expired, a tenth expiring within 30 days, the rest valid,
 * every third with a certificate. Notices of lapsing skills count as sent (as the expiry worker
 * would have left them).
 */
export async function seedSkills(context: ListsContext): Promise<ListLine[]> {
  const { q, companies, scale } = context;
  const [big] = companies;
  if (!big) throw new Error("no big company");
  const skillsOf = (company: { big: boolean }) =>
    Math.max(1, Math.round((company.big ? BIG_SKILLS : BIG_SKILLS / 100) * scale));

  await q(
    `create temp table skills_companies on commit drop as
     select id, skills, greatest(1, round(skills * $4::float8))::int held, members
     from unnest($1::uuid[], $2::int[], $3::int[]) c(id, skills, members)`,
    [companies.map((c) => c.id), companies.map(skillsOf), companies.map((c) => c.members.length), HELD_SHARE],
  );

  // Skills numbered 0 … skills - 1 in each company.
  await q(
    `create temp table skills_defs on commit drop as
     select gen_random_uuid() id, c.id company_id, k,
            (array[null, 12, 24, 36, 60, 12, 24, 36, 60, 24]::int[])[1 + pg_temp.h(k, 21) % 10] validity_months,
            (array[30, 30, 30, 14, 60, 90])[1 + pg_temp.h(k, 22) % 6] notice_days
     from skills_companies c, generate_series(0, c.skills - 1) k`,
  );
  await q("alter table skills_defs add primary key (company_id, k)");
  await q(
    `insert into skills (id, company_id, name, description, category, validity_months, notice_days, created_at)
     select d.id, d.company_id, t.name || ' ' || (d.k + 1), 'Utbildning: ' || t.name,
            coalesce((${textArray(CATEGORIES)})[1 + pg_temp.h(d.k, 23) % ${CATEGORIES.length + 1}], ''),
            d.validity_months, d.notice_days, now() - d.k * interval '5 hours'
     from skills_defs d
     cross join lateral (select (${textArray(TRAININGS)})[1 + pg_temp.h(d.k, 24) % ${TRAININGS.length}] name) t`,
  );

  // Statistics for the joins below (temporary tables have none until analysed).
  await q("analyze skills_companies, seed_members, skills_defs");
  // Member m holds the `held` skills from a hashed start on; n numbers the records in the company,
  // recorder is who recorded it (one of the company's first five members).
  await q(
    `create temp table skills_held on commit drop as
     select gen_random_uuid() id, c.id company_id, m.user_id, n, (pg_temp.h(m.idx, 30) + j) % c.skills k,
            pg_temp.h(n, 31) % least(c.members, 5) recorder, pg_temp.h(n, 28) spread, pg_temp.h(n, 29) days
     from skills_companies c
     join seed_members m on m.company_id = c.id
     cross join generate_series(0, c.held - 1) j
     cross join lateral (select m.idx * c.held + j n) numbered`,
  );
  await q("analyze skills_held");
  await q(
    `insert into user_skills (id, company_id, user_id, skill_id, achieved_on, valid_until, certificate_key,
                              certificate_name, certificate_size, certificate_type, recorded_by, recorded_at,
                              notice_sent_for)
     select s.id, s.company_id, s.user_id, d.id, dates.achieved_on, dates.valid_until,
            case when s.n % 3 = 0 then s.company_id || '/user-skills/' || s.id || '/kompetensbevis.pdf' end,
            case when s.n % 3 = 0 then 'kompetensbevis.pdf' end,
            case when s.n % 3 = 0 then 20000 + pg_temp.h(s.n, 25) end,
            case when s.n % 3 = 0 then 'application/pdf' end,
            r.user_id,
            least(now(), dates.achieved_on + time '09:00' + (pg_temp.h(s.n, 26) % 240) * interval '1 minute'),
            case when dates.valid_until - d.notice_days <= current_date then dates.valid_until end
     from skills_held s
     join skills_defs d on d.company_id = s.company_id and d.k = s.k
     join seed_members r on r.company_id = s.company_id and r.idx = s.recorder
     cross join lateral (select case when d.validity_months is null then null
                                     when s.spread % 6 = 0 then current_date - 1 - (s.days % 365)::int
                                     when s.spread % 10 = 1 then current_date + (s.days % 31)::int
                                     else current_date + 31 + (s.days % (d.validity_months * 30 - 31))::int
                                end valid_until) until
     cross join lateral (select until.valid_until,
                                case when d.validity_months is null then current_date - (s.days % 3650)::int
                                     else (until.valid_until - make_interval(months => d.validity_months))::date
                                end achieved_on) dates`,
  );

  const [counts] = await q<{ skills: number; held: number }>(
    `select skills, held * members held from skills_companies where id = $1`,
    [big.id],
  );
  if (!counts) throw new Error("big company's skills not seeded");
  const path = `/api/companies/${big.id}`;
  return [
    {
      name: "skills",
      path: `${path}/skills?limit=${SKILL_PAGE_FETCH}&offset=0`,
      rows: Math.min(SKILL_PAGE_FETCH, counts.skills),
    },
    {
      name: "people's skills",
      path: `${path}/user-skills?limit=${SKILL_PAGE_FETCH}&offset=0`,
      rows: Math.min(SKILL_PAGE_FETCH, counts.held),
    },
  ];
}
