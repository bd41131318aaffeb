import { randomUUID } from "node:crypto";
import { INVESTIGATION_PAGE_FETCH, type QuestionType } from "@app/contract";
import { PLACES as CITIES, textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** The big company's investigations at BENCH_SCALE 1; each small company has a hundredth. */
export const BIG_INVESTIGATIONS = 20_000;

const PLACES = CITIES.slice(0, 20);

interface Template {
  name: string;
  description: string;
  periodDays: number;
  requiresApproval: boolean;
  /** The first words of its investigations' names. */
  kinds: string[];
  sections: { title: string; questions: [string, QuestionType, string[]?][] }[];
  checklist: string[];
}

/** As the demo's templates (src/db/seed-investigations.ts), and a third for complaints. */
const TEMPLATES: Template[] = [
  {
    name: "Incident",
    description: "Olycka, tillbud eller avvikelse i verksamheten",
    periodDays: 14,
    requiresApproval: false,
    kinds: ["Tillbud", "Olycka", "Brand", "Arbetsmiljö", "Miljöutsläpp"],
    sections: [
      {
        title: "Vad hände",
        questions: [
          ["Beskriv händelsen", "text"],
          ["Skadades någon?", "yesNo"],
          ["Allvarlighetsgrad", "choice", ["Låg", "Medel", "Hög"]],
          ["När inträffade det?", "date"],
        ],
      },
      {
        title: "Orsak och åtgärd",
        questions: [
          ["Vad var grundorsaken?", "text"],
          ["Behövs rutinen ändras?", "yesNo"],
        ],
      },
    ],
    checklist: ["Säkra platsen", "Informera skyddsombudet", "Dokumentera med foton"],
  },
  {
    name: "Internrevision",
    description: "Årlig internrevision enligt ledningssystemet",
    periodDays: 30,
    requiresApproval: true,
    kinds: ["Internrevision", "Leverantörsrevision"],
    sections: [
      {
        title: "Omfattning",
        questions: [
          ["Vilken process granskas?", "choice", ["Inköp", "Produktion", "Leverans"]],
          ["Revisionsdatum", "date"],
        ],
      },
      {
        title: "Resultat",
        questions: [
          ["Följs rutinerna?", "yesNo"],
          ["Iakttagelser", "text"],
        ],
      },
    ],
    checklist: ["Boka revisionsmöte", "Samla in dokumentation", "Skicka rapport till ledningen"],
  },
  {
    name: "Kundklagomål",
    description: "Klagomål eller reklamation från en kund",
    periodDays: 21,
    requiresApproval: false,
    kinds: ["Kundklagomål", "Reklamation"],
    sections: [
      {
        title: "Klagomålet",
        questions: [
          ["Vad gäller klagomålet?", "text"],
          ["Ordernummer", "text"],
          ["Är kunden kontaktad?", "yesNo"],
        ],
      },
    ],
    checklist: ["Bekräfta mottagandet till kunden", "Utred orsaken", "Återkoppla till kunden"],
  },
];

/**
 * Investigations in every company: BIG_INVESTIGATIONS × scale objects of type investigation in the
 * big one, a hundredth in each small one, each with its investigation part. Every company has the
 * three templates above; nine in ten investigations are made from one (its questions, checklist
 * and period copied, as createInvestigation does), one in ten is blank (half of those with a
 * period). They were created by members over the last two years, their period ending the
 * template's days later; most older than three months are closed (by a member, with their
 * checklist done), most newer ones open or in progress (checklist partly done). Open ones have no
 * investigator or one, those in progress one or two, closed ones one to three; 4 % of the closed
 * ones are archived. Object numbers go on from the company's counter.
 *
 * The list's first screen as the web asks for it: by name ascending, INVESTIGATION_PAGE_FETCH rows.
 */
export async function seedInvestigations({ q, companies, scale }: ListsContext): Promise<ListLine[]> {
  const big = Math.max(1, Math.round(BIG_INVESTIGATIONS * scale));
  const small = Math.max(1, Math.round((BIG_INVESTIGATIONS * scale) / 100));
  const templates = TEMPLATES.map((t, idx) => ({
    idx,
    name: t.name,
    description: t.description,
    periodDays: t.periodDays,
    requiresApproval: t.requiresApproval,
    kinds: t.kinds,
    checklist: t.checklist,
    sections: t.sections.map((section) => ({
      id: randomUUID(),
      title: section.title,
      questions: section.questions.map(([text, type, choices = []]) => ({ id: randomUUID(), text, type, choices })),
    })),
  }));
  await q(
    `create temp table seed_inv_companies on commit drop as
     select c.id company_id, c.investigations, c.members
     from unnest($1::uuid[], $2::int[], $3::int[]) c(id, investigations, members)`,
    [companies.map((c) => c.id), companies.map((c) => (c.big ? big : small)), companies.map((c) => c.members.length)],
  );
  await q(
    `create temp table seed_inv_templates on commit drop as
     select c.company_id, gen_random_uuid() id, t.*
     from seed_inv_companies c
     cross join jsonb_to_recordset($1::jsonb) t(idx int, name text, description text, "periodDays" int,
                                                "requiresApproval" boolean, kinds text[], checklist jsonb, sections jsonb)`,
    [JSON.stringify(templates)],
  );
  await q(
    `insert into investigation_templates (id, company_id, name, description, sections, checklist, period_days,
                                          requires_approval, created_by, created_at, updated_at)
     select t.id, t.company_id, t.name, t.description, t.sections, t.checklist, t."periodDays", t."requiresApproval",
            m.user_id, now() - interval '800 days', now() - interval '800 days'
     from seed_inv_templates t join seed_members m on m.company_id = t.company_id and m.idx = 0`,
  );

  // Template 1 + h % 10 / 6 … : 0 blank, 1–5 Incident, 6–7 Internrevision, 8–9 Kundklagomål.
  await q(
    `create temp table seed_inv on commit drop as
     select s.*, st.status,
            case when st.status = 'closed'
                 then s.created_at + (least(now(), s.created_at + interval '60 days') - s.created_at)
                      * (0.3 + (pg_temp.h(s.n, 47) % 70) / 100.0) end closed_at,
            case when st.status = 'closed' then pg_temp.h(s.n, 48) % 3 + 1
                 when st.status = 'inProgress' then pg_temp.h(s.n, 48) % 2 + 1
                 else pg_temp.h(s.n, 48) % 2 end investigators
     from (
       select gen_random_uuid() id, c.company_id, n, c.members, nextval('seed_object_numbers') object_number,
              case pg_temp.h(n, 41) % 10 when 0 then null when 6 then 1 when 7 then 1 when 8 then 2 when 9 then 2 else 0 end tpl,
              now() - (pg_temp.h(n, 42) % 730) * interval '1 day' - (pg_temp.h(n, 43) % 600) * interval '1 minute' created_at
       from seed_inv_companies c, generate_series(1, c.investigations) n
     ) s
     cross join lateral (
       select case when s.created_at < now() - interval '90 days'
                   then (array['open', 'inProgress', 'inProgress', 'closed', 'closed', 'closed', 'closed', 'closed',
                               'closed', 'closed'])[1 + pg_temp.h(s.n, 44) % 10]
                   else (array['open', 'open', 'open', 'inProgress', 'inProgress', 'inProgress', 'inProgress',
                               'inProgress', 'closed', 'closed'])[1 + pg_temp.h(s.n, 44) % 10] end status
     ) st`,
  );
  await q(
    `insert into publications (id, company_id, type, name, description, object_number, period_date, status,
                               created_by, updated_by, created_at, updated_at)
     select s.id, s.company_id, 'investigation',
            coalesce(t.kinds[1 + (s.n / 10) % array_length(t.kinds, 1)], 'Utredning') || ' ' || s.n || ' '
              || (${textArray(PLACES)})[1 + (s.n / 3) % ${PLACES.length}],
            coalesce(t.description, ''), s.object_number,
            case when t.id is not null then (s.created_at + t."periodDays" * interval '1 day')::date
                 when s.n % 2 = 0 then (s.created_at + interval '30 days')::date end,
            case when s.status = 'closed' and pg_temp.h(s.n, 45) % 25 = 0 then 'archived' else 'active' end,
            m.user_id, m.user_id, s.created_at, coalesce(s.closed_at, s.created_at)
     from seed_inv s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 46) % s.members
     left join seed_inv_templates t on t.company_id = s.company_id and t.idx = s.tpl`,
  );
  await q(
    `insert into investigations (publication_id, company_id, template_id, template_name, status, requires_approval,
                                 sections, closed_at, closed_by)
     select s.id, s.company_id, t.id, t.name, s.status, coalesce(t."requiresApproval", false), coalesce(t.sections, '[]'),
            s.closed_at, case when s.status = 'closed' then m.user_id end
     from seed_inv s
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 49) % s.members
     left join seed_inv_templates t on t.company_id = s.company_id and t.idx = s.tpl`,
  );
  // Distinct members: consecutive ones from a spread start.
  await q(
    `insert into investigators (company_id, publication_id, user_id, added_by, added_at)
     select s.company_id, s.id, m.user_id, a.user_id, s.created_at + (1 + i) * interval '1 hour'
     from seed_inv s
     cross join generate_series(0, s.investigators - 1) i
     join seed_members m on m.company_id = s.company_id and m.idx = (pg_temp.h(s.n, 50) + i) % s.members
     join seed_members a on a.company_id = s.company_id and a.idx = pg_temp.h(s.n, 46) % s.members`,
  );
  await q(
    `with made as (
       insert into checklists (company_id, publication_id, created_at, updated_at, updated_by)
       select s.company_id, s.id, s.created_at, coalesce(s.closed_at, s.created_at), m.user_id
       from seed_inv s
       join seed_inv_templates t on t.company_id = s.company_id and t.idx = s.tpl
       join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 46) % s.members
       returning id, company_id, publication_id
     )
     insert into checklist_items (company_id, checklist_id, position, text, done_at, done_by)
     select s.company_id, made.id, item.position - 1, item.text,
            case when s.status = 'closed' or (s.status = 'inProgress' and item.position <= 1 + pg_temp.h(s.n, 51) % 2)
                 then coalesce(s.closed_at, least(now(), s.created_at + item.position * interval '1 day')) end,
            case when s.status = 'closed' or (s.status = 'inProgress' and item.position <= 1 + pg_temp.h(s.n, 51) % 2)
                 then m.user_id end
     from made
     join seed_inv s on s.id = made.publication_id
     join seed_inv_templates t on t.company_id = s.company_id and t.idx = s.tpl
     join seed_members m on m.company_id = s.company_id and m.idx = pg_temp.h(s.n, 50) % s.members
     cross join jsonb_array_elements_text(t.checklist) with ordinality item(text, position)`,
  );

  const bigId = companies[0]?.id;
  return [
    {
      name: "investigations, first page",
      path: `/api/companies/${bigId}/publications/investigations?sort=name&direction=asc&limit=${INVESTIGATION_PAGE_FETCH}&offset=0`,
      rows: Math.min(INVESTIGATION_PAGE_FETCH, big),
    },
  ];
}
