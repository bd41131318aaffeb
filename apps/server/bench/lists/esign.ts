import { ESIGN_CONSENT_VERSION, ESIGN_PAGE } from "@app/contract";
import { PLACES, textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** Signing requests of the big company (× scale); each small one has a hundredth. */
export const BIG_REQUESTS = 20_000;

/** The first word of an object's name (by k % 10). */
const AGREEMENTS = [
  "Hyresavtal",
  "Konsultavtal",
  "Sekretessavtal",
  "Serviceavtal",
  "Leveransavtal",
  "Ramavtal",
  "Anställningsavtal",
  "Samarbetsavtal",
  "Licensavtal",
  "Underhållsavtal",
];
/** Outside signers' names (by request and position). */
const FIRST_NAMES = ["Anna", "Erik", "Maria", "Lars", "Karin", "Johan", "Eva", "Anders", "Sara", "Per"];
const LAST_NAMES = ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson"];
const MESSAGES = ["", "", "Vänligen signera avtalet.", "Signeras i tur och ordning.", "Enligt vårt samtal."];
const DECLINE_REASONS = ["Fel pris i punkt 2.", "Vi behöver se över villkoren.", "Fel motpart."];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
];

/**
 * E-sign requests in every company: BIG_REQUESTS × scale in the big one, a hundredth in each
 * small one, created evenly over the last year by the company's members, on objects of their own
 * (type esign mostly, numbered after the company's existing objects, its counter raised) that
 * hold one or two requests each. Each request has its PDF as a file row of the object (no bytes
 * stored: the list does not read them), 1–3 signers (a quarter outside people by email, the rest
 * members; one in seven an approver; a third of the requests with several signers sequential)
 * and a deadline 7–30 days after it was made. Requests still within their deadline are 70 %
 * active, 20 % complete, 10 % cancelled or declined; those past it complete (75 %) or expired,
 * declined or cancelled (the deadline job leaves no active request past its deadline). Signers'
 * states follow the request's: all signed when complete, the first k signed otherwise, then on a
 * decline the next one declined, in a sequential request the next asked and the rest waiting.
 * A complete request also has its sealed PDF as a file row. No e-sign events (their hash chain)
 * and no audit rows are written: the lists do not read them.
 */
export async function seedEsign({ q, companies, scale }: ListsContext): Promise<ListLine[]> {
  const bigRequests = Math.max(1, Math.round(BIG_REQUESTS * scale));
  const smallRequests = Math.max(1, Math.round((BIG_REQUESTS * scale) / 100));
  const [big] = companies;
  if (!big) throw new Error("no big company");

  await q(
    `create temp table esign_companies on commit drop as
     select c.id, case when c.id = $1 then $2::int else $3::int end requests, m.members
     from unnest($4::uuid[]) c(id)
     join (select company_id, count(*)::int members from seed_members group by company_id) m on m.company_id = c.id`,
    [big.id, bigRequests, smallRequests, companies.map((c) => c.id)],
  );

  // Request n is on object k = (n - 1) * 3 / 5 + 1: objects hold two requests, or one.
  await q(
    `create temp table esign_seed on commit drop as
     with base as (
       select c.id company_id, n, gen_random_uuid() id, (n - 1) * 3 / 5 + 1 k, c.members,
              gen_random_uuid() file_id, pg_temp.h(n, 52) % c.members requester,
              now() - ((c.requests - n) + pg_temp.h(n, 51) % 1000 / 1000.0) * (interval '365 days' / c.requests) created_at,
              1 + (pg_temp.h(n, 54) % 10 >= 4)::int + (pg_temp.h(n, 54) % 10 >= 8)::int signers,
              (1 + pg_temp.h(n, 55) % 10 * 2) * interval '1 hour' step
       from esign_companies c, generate_series(1, c.requests) n
     ), dated as (
       select b.*, (b.created_at at time zone 'Europe/Stockholm')::date + (7 + pg_temp.h(b.n, 53) % 24)::int deadline,
              b.signers > 1 and pg_temp.h(b.n, 56) % 3 = 0 sequential
       from base b
     ), stated as (
       select d.*, d.deadline > current_date open,
              case when d.deadline > current_date
                   then (array['active','active','active','active','active','active','active','complete','complete',
                               'inactive'])[1 + pg_temp.h(d.n, 57) % 10]
                   when pg_temp.h(d.n, 57) % 20 < 15 then 'complete' else 'inactive' end status
       from dated d
     )
     select s.*,
            case when s.status = 'inactive' then
              case when s.open then (array['cancelled','declined'])[1 + pg_temp.h(s.n, 58) % 2]
                   else (array['expired','expired','declined','cancelled'])[1 + pg_temp.h(s.n, 58) % 4] end
            end end_reason,
            case when s.status = 'complete' then s.signers else pg_temp.h(s.n, 59) % s.signers end signed,
            case when s.status = 'complete' then gen_random_uuid() end sealed_file_id
     from stated s`,
  );

  await q(
    `create temp table esign_objects on commit drop as
     select company_id, k, gen_random_uuid() id, nextval('seed_object_numbers') object_number,
            (${textArray(AGREEMENTS)})[1 + k % ${AGREEMENTS.length}] || ' '
              || (${textArray(PLACES)})[1 + pg_temp.h(k, 65) % ${PLACES.length}] || ' ' || k name,
            min(created_at) - (1 + pg_temp.h(k, 60) % 72) * interval '1 hour' created_at,
            (array_agg(requester order by n))[1] creator
     from esign_seed group by company_id, k`,
  );
  await q(
    `insert into publications (id, company_id, type, name, description, object_number, tags, created_by, updated_by,
                               created_at, updated_at)
     select o.id, o.company_id, case when pg_temp.h(o.k, 61) % 5 = 0 then 'card' else 'esign' end, o.name,
            'Avtal för e-signering', o.object_number, array['avtal'], m.user_id, m.user_id, o.created_at, o.created_at
     from esign_objects o join seed_members m on m.company_id = o.company_id and m.idx = o.creator`,
  );

  await q(
    `alter table esign_seed add column publication_id uuid, add column document_name text,
       add column completed_at timestamptz, add column ended_at timestamptz`,
  );
  await q(
    `update esign_seed s set publication_id = o.id,
       document_name = o.name || ' ' || to_char(s.created_at, 'YYYY-MM-DD') || '.pdf',
       completed_at = case when s.status = 'complete' then least(now(), s.created_at + s.signers * s.step) end,
       ended_at = case s.end_reason
         when 'expired' then least(now(), ((s.deadline + 1) + time '00:05') at time zone 'Europe/Stockholm')
         when 'declined' then least(now(), s.created_at + (s.signed + 1) * s.step)
         when 'cancelled' then least(now(), s.created_at + (s.signers + 1) * s.step) end
     from esign_objects o where o.company_id = s.company_id and o.k = s.k`,
  );
  await q(
    `insert into publication_files (id, company_id, publication_id, upload_name, size, content_type, upload_status,
                                    upload_progress, storage_key, created_by, created_at)
     select s.file_id, s.company_id, s.publication_id, s.document_name, 40000 + pg_temp.h(s.n, 62) * 30,
            'application/pdf', 'COMPLETE', 100, s.company_id || '/' || s.publication_id || '/' || s.file_id,
            m.user_id, s.created_at - interval '10 minutes'
     from esign_seed s join seed_members m on m.company_id = s.company_id and m.idx = s.requester
     union all
     select s.sealed_file_id, s.company_id, s.publication_id, replace(s.document_name, '.pdf', ' (signed).pdf'),
            60000 + pg_temp.h(s.n, 62) * 30, 'application/pdf', 'COMPLETE', 100,
            s.company_id || '/' || s.publication_id || '/' || s.sealed_file_id, m.user_id, s.completed_at
     from esign_seed s join seed_members m on m.company_id = s.company_id and m.idx = s.requester
     where s.sealed_file_id is not null`,
  );
  await q(
    `insert into esign_requests (id, company_id, publication_id, file_id, document_name, document_sha256, requested_by,
                                 requester_email, message, deadline, signing_order, status, end_reason, sealed_file_id,
                                 sealed_sha256, created_at, completed_at, ended_at)
     select s.id, s.company_id, s.publication_id, s.file_id, s.document_name,
            encode(sha256(convert_to('document ' || s.file_id, 'UTF8')), 'hex'), m.user_id, m.email,
            (${textArray(MESSAGES)})[1 + pg_temp.h(s.n, 63) % ${MESSAGES.length}], s.deadline,
            case when s.sequential then 'sequential' else 'parallel' end, s.status, s.end_reason, s.sealed_file_id,
            case when s.sealed_file_id is not null then encode(sha256(convert_to('sealed ' || s.sealed_file_id, 'UTF8')), 'hex') end,
            s.created_at, s.completed_at, s.ended_at
     from esign_seed s join seed_members m on m.company_id = s.company_id and m.idx = s.requester`,
  );
  // Signer p of request n: a member (distinct within the request: 7 is prime to the sizes) or,
  // one in four, an outside person; signed up to signed, then declined, waiting or asked.
  await q(
    `insert into esign_signers (company_id, request_id, position, role, user_id, name, email, status, asked_at,
                                signed_at, declined_at, decline_reason, method, signature_kind, signature,
                                consent_version, signed_ip, signed_user_agent, link_token_hash, code_verified_at)
     select x.company_id, x.id, x.p, x.role, m.user_id, coalesce(m.name, x.outside_name),
            coalesce(m.email, x.outside_email), x.state,
            case when x.state <> 'waiting' then least(now(), x.created_at + case when x.sequential then (x.p - 1) * x.step else interval '0' end) end,
            case when x.state = 'signed' then least(now(), x.created_at + x.p * x.step) end,
            case when x.state = 'declined' then x.ended_at end,
            case when x.state = 'declined' then (${textArray(DECLINE_REASONS)})[1 + pg_temp.h(x.n, 64) % ${DECLINE_REASONS.length}] end,
            case when x.state = 'signed' then case when x.outside then 'email_code' else 'session' end end,
            case when x.state = 'signed' then 'typed' end,
            case when x.state = 'signed' then coalesce(m.name, x.outside_name) end,
            case when x.state = 'signed' then '${ESIGN_CONSENT_VERSION}' end,
            case when x.state = 'signed' then ('81.226.' || pg_temp.h(x.n, 65) % 256 || '.' || pg_temp.h(x.n * 4 + x.p, 65) % 256)::inet end,
            case when x.state = 'signed' then (${textArray(AGENTS)})[1 + pg_temp.h(x.n * 4 + x.p, 66) % ${AGENTS.length}] end,
            case when x.outside then encode(sha256(convert_to('link ' || x.id || ' ' || x.p, 'UTF8')), 'hex') end,
            case when x.state = 'signed' and x.outside then least(now(), x.created_at + x.p * x.step) - interval '2 minutes' end
     from (
       select s.*, p, pg_temp.h(s.n * 4 + p, 67) % 4 = 0 outside,
              case when pg_temp.h(s.n * 4 + p, 68) % 7 = 0 then 'approver' else 'signer' end role,
              case when p <= s.signed then 'signed'
                   when s.end_reason = 'declined' and p = s.signed + 1 then 'declined'
                   when s.sequential and p > s.signed + 1 then 'waiting'
                   else 'asked' end state,
              (${textArray(FIRST_NAMES)})[1 + (s.n + p) % ${FIRST_NAMES.length}] || ' '
                || (${textArray(LAST_NAMES)})[1 + (s.n / 10 + p) % ${LAST_NAMES.length}] outside_name,
              lower((${textArray(FIRST_NAMES)})[1 + (s.n + p) % ${FIRST_NAMES.length}]) || '.' || s.n || '.' || p
                || '@kund.example.com' outside_email
       from esign_seed s, generate_series(1, s.signers) p
     ) x
     left join seed_members m on not x.outside and m.company_id = x.company_id
      and m.idx = (pg_temp.h(x.n, 69) + x.p * 7) % x.members`,
  );

  const [active] = await q<{ count: number }>(
    "select count(*)::int count from esign_seed where company_id = $1 and status = 'active'",
    [big.id],
  );
  return [
    {
      name: "esign",
      // The list's defaults (list-state.ts): active requests, newest first; the bench user holds the
      // Esign permission, so the whole company's.
      path: `/api/companies/${big.id}/e-signs-share?status=active&sort=created&direction=desc&limit=${ESIGN_PAGE}&offset=0`,
      rows: Math.min(ESIGN_PAGE, active?.count ?? 0),
    },
  ];
}
