import { PLACES, textArray } from "../seed";
import type { ListLine, ListsContext } from "./seed";

/** Audit events of the big company (× scale); each small one has a hundredth. */
export const BIG_EVENTS = 200_000;
/** The log's first page as the web asks for it (useAuditEvents' limit). */
const AUDIT_PAGE = 50;

/** The first word of an object's name (by k % 8). */
const OBJECT_WORDS = ["Avtal", "Projekt", "Offert", "Policy", "Rutin", "Ritning", "Order", "Protokoll"];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];

/** Object k's name: "Avtal 1234 Göteborg". */
const objectName = (k: string) =>
  `(${textArray(OBJECT_WORDS)})[1 + (${k}) % ${OBJECT_WORDS.length}] || ' ' || (${k}) || ' ' || (${textArray(PLACES)})[1 + (${k}) / 8 % ${PLACES.length}]`;

const change = (before: string, after: string) => `jsonb_build_array(${before}, ${after})`;
/** A row event's changes as audit_row() writes them: each column (none null here) as [null, value], or [value, null]. */
const created = (columns: Record<string, string>) =>
  `jsonb_build_object(${Object.entries(columns).map(([name, value]) => `'${name}', ${change("null", value)}`)})`;
const deleted = (columns: Record<string, string>) =>
  `jsonb_build_object(${Object.entries(columns).map(([name, value]) => `'${name}', ${change(value, "null")}`)})`;

/**
 * One kind of event with its share of the log (in %), each column an SQL expression over the
 * seed row `b` (actor, other: two members; obj, obj_name: an object of the company; new_obj,
 * new_name, new_number: an object made by this event; row_id: the row the event is about; v: a
 * hash for varying values). Left out: null (actor: the seed row's member).
 */
interface Template {
  share: number;
  action: string;
  kind: string;
  entity?: string;
  object?: string;
  subject?: string;
  label?: string;
  changes?: string;
  actor?: string;
}

const objectRow = (id: string, name: string, number: string, by: string, at: string) => ({
  id,
  type: "(array['card','note','projectFolder','masterFile'])[1 + b.v % 4]",
  name,
  description: "''",
  body: "''",
  object_number: number,
  status: "'active'",
  tags: "'[]'::jsonb",
  created_by: by,
  updated_by: by,
  created_at: at,
});
const noticeTitle = `(array['Uppsägning','Förlängning','Besiktning','Revision'])[1 + b.v % 4] || ' ' || b.obj_name`;
const fileName = `case when b.v % 3 = 0 then 'Bild ' || b.n || '.jpg' else b.obj_name || '.pdf' end`;
const permissionSets = [
  ["PublicationCreate", "PublicationEdit", "Reminders"],
  ["PublicationCreate", "PublicationEdit", "PublicationShare", "Reminders", "Tasks"],
  ["AuditLogs", "Esign", "PublicationCreate", "PublicationEdit", "PublicationShare", "Reminders", "Tasks"],
].map((set) => `'${JSON.stringify(set)}'::jsonb`);

/**
 * What a company's log holds, as the trigger (row events: create, update, delete of a table's
 * row, with its object, person and name) and the app (events of meaning) write it.
 */
const TEMPLATES: Template[] = [
  { share: 20, action: "'sign_in'", kind: "'users'", entity: "b.actor::text", subject: "b.actor" },
  { share: 4, action: "'sign_out'", kind: "'users'", entity: "b.actor::text", subject: "b.actor" },
  {
    share: 1,
    action: "'sign_in_failed'",
    kind: "'users'",
    entity: "b.other::text",
    subject: "b.other",
    actor: "null",
  },
  {
    share: 6,
    action: "'create'",
    kind: "'publications'",
    entity: "b.new_obj::text",
    object: "b.new_obj",
    label: "b.new_name",
    changes: created(objectRow("b.new_obj", "b.new_name", "b.new_number", "b.actor", "b.at")),
  },
  {
    share: 12,
    action: "'update'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: `case b.v % 3
      when 0 then jsonb_build_object('name', ${change("b.obj_name || ' (utkast)'", "b.obj_name")})
      when 1 then jsonb_build_object('description', ${change("''", "'Gäller från ' || b.at::date")})
      else jsonb_build_object('description', ${change("'Gäller från ' || (b.at::date - 90)", "'Gäller från ' || b.at::date")},
        'body', ${change("'Se bilaga.'", "'Se bilaga ' || b.v % 9 || '.'")}, 'updated_by', ${change("b.other", "b.actor")}) end`,
  },
  {
    share: 3,
    action: "'lock'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: `jsonb_build_object('lockedBy', ${change("null", "b.actor")})`,
  },
  {
    share: 3,
    action: "'update'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: `jsonb_build_object('locked_by', ${change("null", "b.actor")}, 'locked_at', ${change("null", "b.at")})`,
  },
  {
    share: 2,
    action: "'unlock'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: `jsonb_build_object('lockedBy', ${change("b.actor", "null")})`,
  },
  {
    share: 2,
    action: "'update'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: `jsonb_build_object('locked_by', ${change("b.actor", "null")}, 'locked_at', ${change("b.at - interval '25 minutes'", "null")})`,
  },
  {
    share: 4,
    action: "'create'",
    kind: "'notices'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: noticeTitle,
    changes: created({
      id: "b.row_id",
      publication_id: "b.obj",
      title: noticeTitle,
      title_key: `lower(${noticeTitle})`,
      description: "''",
      enddate: "b.at::date + 365",
      reminder_at: "b.at::date + 275",
      notice_period: "'3 months'",
      status: "false",
      tag: "''",
      manager_id: "b.actor",
      created_by: "b.actor",
      updated_by: "b.actor",
      created_at: "b.at",
    }),
  },
  {
    share: 9,
    action: "'update'",
    kind: "'notices'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: noticeTitle,
    changes: `case b.v % 3
      when 0 then jsonb_build_object('enddate', ${change("b.at::date + 30", "b.at::date + 395")})
      when 1 then jsonb_build_object('reminder_at', ${change("b.at::date", "b.at::date + 14")}, 'delivered_at', ${change("b.at - interval '3 days'", "null")})
      else jsonb_build_object('status', ${change("false", "true")}, 'completed_at', ${change("null", "b.at")}) end`,
  },
  {
    share: 5,
    action: "'create'",
    kind: "'publication_files'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: fileName,
    changes: created({
      id: "b.row_id",
      publication_id: "b.obj",
      upload_name: fileName,
      size: "0",
      content_type: "case when b.v % 3 = 0 then 'image/jpeg' else 'application/pdf' end",
      upload_status: "'INPROGRESS'",
      storage_key: "b.company_id || '/' || b.obj || '/' || b.row_id",
      created_by: "b.actor",
      created_at: "b.at",
    }),
  },
  {
    share: 4,
    action: "'update'",
    kind: "'publication_files'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: fileName,
    changes: `jsonb_build_object('size', ${change("0", "20000 + b.v * 40")}, 'upload_status', ${change("'INPROGRESS'", "'COMPLETE'")})`,
  },
  {
    share: 6,
    action: "'create'",
    kind: "'publication_comments'",
    entity: "b.row_id::text",
    object: "b.obj",
    changes: created({
      id: "b.row_id",
      publication_id: "b.obj",
      author_id: "b.actor",
      body: "(array['Klart för granskning.','Se min kommentar i bilagan.','Uppdaterat enligt mötet.'])[1 + b.v % 3]",
      created_at: "b.at",
    }),
  },
  {
    share: 3,
    action: "'share'",
    kind: "'publication_shares'",
    entity: "b.row_id::text",
    object: "b.obj",
    subject: "b.other",
    label: "b.obj_name",
    changes: `jsonb_build_object('userId', ${change("null", "b.other")})`,
  },
  {
    share: 3,
    action: "'create'",
    kind: "'publication_shares'",
    entity: "b.row_id::text",
    object: "b.obj",
    subject: "b.other",
    changes: created({
      id: "b.row_id",
      publication_id: "b.obj",
      user_id: "b.other",
      shared_by: "b.actor",
      created_at: "b.at",
    }),
  },
  {
    share: 5,
    action: "'update'",
    kind: "'tasks'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: "'Följ upp ' || b.obj_name",
    changes: `jsonb_build_object('done', ${change("false", "true")}, 'done_at', ${change("null", "b.at")})`,
  },
  {
    share: 1,
    action: "'create'",
    kind: "'company_users'",
    entity: "b.other::text",
    subject: "b.other",
    changes: created({
      user_id: "b.other",
      type: "'DEFAULT'",
      features: `'{"denyLoginOnWeb": false}'::jsonb`,
      created_at: "b.at",
    }),
  },
  {
    share: 2,
    action: "'permission_change'",
    kind: "'permissions'",
    entity: "b.other::text",
    subject: "b.other",
    changes: `jsonb_build_object('permissions', case b.v % 2
      when 0 then jsonb_build_array(${permissionSets[0]}, ${permissionSets[1]})
      else jsonb_build_array(${permissionSets[1]}, ${permissionSets[2]}) end)`,
  },
  {
    share: 1,
    action: "'export'",
    kind: "'audit_events'",
    label: "'audit.csv'",
    changes: `case when b.v % 2 = 0 then '{}'::jsonb else jsonb_build_object('action', ${change("null", "'delete'")}) end`,
  },
  {
    // An outside signer signs through their link: no actor, the address of their request.
    share: 3,
    action: "'update'",
    kind: "'esign_signers'",
    entity: "b.row_id::text",
    object: "b.obj",
    label: "(array['Anna Andersson','Erik Johansson','Maria Karlsson','Lars Nilsson'])[1 + b.v % 4]",
    changes: `jsonb_build_object('status', ${change("'asked'", "'signed'")}, 'signed_at', ${change("null", "b.at")},
      'method', ${change("null", "'email_code'")}, 'signature_kind', ${change("null", "'typed'")},
      'consent_version', ${change("null", "'2026-11-25'")}, 'signed_ip', ${change("null", "b.outside_ip")},
      'signed_user_agent', ${change("null", `(${textArray(AGENTS)})[1 + b.v % ${AGENTS.length}]`)},
      'code_verified_at', ${change("null", "b.at - interval '2 minutes'")})`,
    actor: "null",
  },
  {
    share: 1,
    action: "'delete'",
    kind: "'publications'",
    entity: "b.obj::text",
    object: "b.obj",
    label: "b.obj_name",
    changes: deleted(objectRow("b.obj", "b.obj_name", "b.k", "b.other", "b.at - interval '200 days'")),
  },
];

/** One column of the events: each template's expression over its share of the buckets 0 … 99. */
function column(pick: (t: Template) => string | undefined, type: string) {
  let upper = 0;
  const branches = TEMPLATES.map((t) => {
    upper += t.share;
    return `when b.bucket < ${upper} then (${pick(t) ?? "null"})::${type}`;
  });
  if (upper !== 100) throw new Error(`the audit templates' shares add up to ${upper}, not 100`);
  return `case ${branches.join(" ")} end`;
}

/**
 * The audit log of every company: BIG_EVENTS × scale events in the big one, a hundredth in each
 * small one, evenly over the last year (ids in time order, the companies' events interleaved as
 * in a growing log), each by one of the company's members from their own address and browser:
 * sign-ins and -outs, objects made, edited, locked, shared and deleted, their reminders, files,
 * comments and tasks, members added, permissions changed, exports and outside signers'
 * signatures (in the shares of TEMPLATES), with the kind, entity, object, person, name and
 * changes that audit_row() and recordEvent write. The objects and rows are ids the log names only
 * (the list joins users alone). Each event's prev_hash is the previous event's hash and the
 * company's audit_heads row holds the last, so the app's own events (the bench's sign-in) follow
 * on; the hashes are not audit_hash of the content, which takes one event after another and
 * would cost more than the rest of the seed (audit:verify names the first seeded event).
 */
export async function seedAudit({ q, companies, scale }: ListsContext): Promise<ListLine[]> {
  const bigEvents = Math.max(1, Math.round(BIG_EVENTS * scale));
  const smallEvents = Math.max(1, Math.round((BIG_EVENTS * scale) / 100));
  const [big] = companies;
  if (!big) throw new Error("no big company");

  // Members as arrays: a lookup by index, where a join on a computed index would make the planner
  // pair every member with every event first.
  await q(
    `create temp table audit_companies on commit drop as
     select c.id, e.events, greatest(1, e.events / 20) objects, cardinality(c.members) members, c.members member_ids
     from jsonb_to_recordset($1::jsonb) c(id uuid, members uuid[])
     cross join lateral (select case when c.id = $2 then $3::int else $4::int end events) e`,
    [JSON.stringify(companies.map((c) => ({ id: c.id, members: c.members }))), big.id, bigEvents, smallEvents],
  );
  // The objects the events name (one for every 20 events): ids and names computed once.
  await q(
    `create temp table audit_objects on commit drop as
     select c.id company_id, k, gen_random_uuid() id, ${objectName("k")} name
     from audit_companies c, generate_series(1, c.objects) k`,
  );
  await q("alter table audit_objects add primary key (company_id, k)");
  // The table's indexes are built once at the end, not event by event.
  const indexes = await q<{ name: string; definition: string }>(
    `select indexname "name", indexdef "definition" from pg_indexes i
     where schemaname = 'public' and tablename = 'audit_events'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await q(`drop index ${index.name}`);
  // s: each event's own values, computed once (offset 0 keeps the subquery apart); b: what the
  // templates name besides, computed only in the branch that names it. The id of the row or new
  // object an event names is the company's id ending in a or b and n in hex. An event's hash is
  // 64 hex digits of the company and n, so the next event's prev_hash needs no previous row.
  await q(
    `insert into audit_events (company_id, actor_user_id, action, kind, entity_id, object_id, subject_user_id, label,
                               changes, at, ip, user_agent, prev_hash, hash)
     select b.company_id, ${column((t) => t.actor ?? "b.actor", "uuid")}, ${column((t) => t.action, "text")},
            ${column((t) => t.kind, "text")}, ${column((t) => t.entity, "text")}, ${column((t) => t.object, "uuid")},
            ${column((t) => t.subject, "uuid")}, ${column((t) => t.label, "text")}, ${column((t) => t.changes, "jsonb")},
            b.at, ${column((t) => (t.actor === "null" ? "b.outside_ip" : "b.member_ip"), "text")},
            (${textArray(AGENTS)})[1 + (b.actor_idx + (b.v % 10 = 0)::int) % ${AGENTS.length}],
            case when b.n > 1 then md5(b.chain || (b.n - 1)::text) || md5((b.n - 1)::text || b.chain) else '' end,
            md5(b.chain || b.n::text) || md5(b.n::text || b.chain)
     from (
       select s.*, o.id obj, o.name obj_name, ${objectName("s.new_number")} new_name,
              overlay(s.chain placing 'b' || lpad(to_hex(s.n), 11, '0') from 25)::uuid new_obj,
              overlay(s.chain placing 'a' || lpad(to_hex(s.n), 11, '0') from 25)::uuid row_id,
              '83.' || (100 + s.actor_idx % 150) || '.' || s.actor_idx * 37 % 256 || '.' || s.actor_idx * 91 % 256 member_ip,
              '78.' || (70 + s.v % 10) || '.' || s.v / 256 % 256 || '.' || s.v % 256 outside_ip
       from (
         select c.id company_id, c.id::text chain, n, pg_temp.h(n, 70) % 100 bucket, pg_temp.h(n, 71) v,
                1 + pg_temp.h(n, 75) % c.objects k, c.objects + n new_number, a.idx actor_idx, c.member_ids[1 + a.idx] actor,
                c.member_ids[1 + (a.idx + 1 + pg_temp.h(n, 74) % greatest(c.members - 1, 1)) % c.members] other,
                now() - ((c.events - n) + pg_temp.h(n, 72) % 900 / 1000.0::float8) * (interval '365 days' / c.events) as at
         from audit_companies c, generate_series(1, c.events) n, lateral (select pg_temp.h(n, 73) % c.members idx) a
         offset 0
       ) s
       join audit_objects o on o.company_id = s.company_id and o.k = s.k
     ) b
     order by b.at`,
  );
  for (const index of indexes) await q(index.definition);
  await q(
    `insert into audit_heads (company_id, prev_hash, last_hash)
     select id, case when events > 1 then md5(id::text || (events - 1)::text) || md5((events - 1)::text || id::text) else '' end,
            md5(id::text || events::text) || md5(events::text || id::text)
     from audit_companies
     on conflict (company_id) do update set prev_hash = excluded.prev_hash, last_hash = excluded.last_hash`,
  );

  return [
    {
      name: "audit",
      // The log without filters (toAuditFilters of an empty address), newest first.
      path: `/api/companies/${big.id}/audit?limit=${AUDIT_PAGE}`,
      rows: Math.min(AUDIT_PAGE, bigEvents),
    },
  ];
}
