import { createHash } from "node:crypto";
import type { AuditEvent, AuditQuery } from "@app/contract";
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, rowsOf, type Tx } from "../../db/client";
import { auditEvents, subTasks, taskMembers, tasks, users } from "../../db/schema";

/**
 * What the log shows of an event: not its company nor its chain's hashes. Selected column by
 * column and mapped without a spread, as a page maps 50 events (docs/benchmarks.md, "The lists case").
 */
const shownColumns = {
  id: auditEvents.id,
  actorUserId: auditEvents.actorUserId,
  actorTokenId: auditEvents.actorTokenId,
  action: auditEvents.action,
  kind: auditEvents.kind,
  entityId: auditEvents.entityId,
  objectId: auditEvents.objectId,
  subjectUserId: auditEvents.subjectUserId,
  label: auditEvents.label,
  changes: auditEvents.changes,
  at: auditEvents.at,
  ip: auditEvents.ip,
  userAgent: auditEvents.userAgent,
};

type Row = Pick<typeof auditEvents.$inferSelect, keyof typeof shownColumns> & {
  actorName: string | null;
  subjectName: string | null;
  privateTask: boolean;
};

/** The task an event of a task or of one of its sub tasks is about (its id as text), else null. */
const taskOfEvent = sql`case ${auditEvents.kind}
  when 'tasks' then ${auditEvents.entityId}
  when 'sub_tasks' then coalesce(
    (select ${subTasks.taskId}::text from ${subTasks} where ${subTasks.id}::text = ${auditEvents.entityId}),
    ${auditEvents.changes} -> 'task_id' ->> 0, ${auditEvents.changes} -> 'task_id' ->> 1)
  end`;

/**
 * Whether the event is about a private task the viewer may not see (tasks.policy: its creator and
 * members only). A deleted task counts as private when any of its events recorded it so, and then
 * only its creator (the members went with it) reads it.
 */
const privateTaskOf = (companyId: string, viewerId: string) => sql<boolean>`coalesce(case
  when ${auditEvents.kind} not in ('tasks', 'sub_tasks') then false
  when exists (select 1 from ${tasks} where ${tasks.id}::text = ${taskOfEvent}) then exists (
    select 1 from ${tasks} where ${tasks.id}::text = ${taskOfEvent} and ${tasks.visibility} = 'PRIVATE'
      and ${tasks.createdBy} is distinct from ${viewerId}
      and not exists (select 1 from ${taskMembers} where ${taskMembers.taskId} = ${tasks.id} and ${taskMembers.userId} = ${viewerId}))
  else exists (select 1 from audit_events e where e.company_id = ${companyId} and e.kind = 'tasks'
      and e.entity_id = ${taskOfEvent} and e.changes -> 'visibility' @> '["PRIVATE"]'::jsonb)
    and not exists (select 1 from audit_events e where e.company_id = ${companyId} and e.kind = 'tasks'
      and e.entity_id = ${taskOfEvent} and e.changes -> 'created_by' @> jsonb_build_array(${viewerId}::text))
  end, false)`;

/** What a private task's events hide from those who may not see it: its title and description. */
const PRIVATE_TASK_FIELDS = new Set(["title", "description"]);

function withoutTaskText(changes: AuditEvent["changes"]) {
  if (!changes) return changes;
  return Object.fromEntries(Object.entries(changes).filter(([column]) => !PRIVATE_TASK_FIELDS.has(column)));
}

const toAuditEvent = (row: Row): AuditEvent => ({
  id: String(row.id),
  actorUserId: row.actorUserId,
  actorTokenId: row.actorTokenId,
  action: row.action as AuditEvent["action"],
  kind: row.kind,
  entityId: row.entityId,
  objectId: row.objectId,
  subjectUserId: row.subjectUserId,
  label: row.privateTask ? null : row.label,
  actorName: row.actorName,
  subjectName: row.subjectName,
  changes: row.privateTask
    ? withoutTaskText(row.changes as AuditEvent["changes"])
    : (row.changes as AuditEvent["changes"]),
  at: row.at.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
  ...(row.privateTask ? { privateTask: true as const } : {}),
});

/** Appends an event to its company's chain through audit_append, as the trigger's row events are. */
export async function appendEvent(
  tx: Tx,
  event: {
    companyId: string;
    action: string;
    kind: string;
    entityId: string | null;
    objectId?: string | null;
    subjectUserId?: string | null;
    label?: string | null;
    changes?: Record<string, [unknown, unknown]>;
    actorUserId?: string | null;
  },
) {
  const actor = event.actorUserId === undefined ? sql`app_user_id()` : sql`${event.actorUserId}::uuid`;
  const changes = event.changes ? JSON.stringify(event.changes) : null;
  await tx.execute(
    sql`select audit_append(${event.companyId}::uuid, ${event.action}, ${event.kind}, ${event.entityId},
                            ${changes}::jsonb, ${actor}, ${event.objectId ?? null}::uuid,
                            ${event.subjectUserId ?? null}::uuid, ${event.label ?? null})`,
  );
}

/** A page of the company's events, newest first, after the filters, as the viewer may read them. */
export async function listEvents(tx: Tx, companyId: string, viewerId: string, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [
    eq(auditEvents.companyId, companyId),
    query.actor ? eq(auditEvents.actorUserId, query.actor) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.kind ? eq(auditEvents.kind, query.kind) : undefined,
    query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
    query.objectId ? eq(auditEvents.objectId, query.objectId) : undefined,
    query.subject ? eq(auditEvents.subjectUserId, query.subject) : undefined,
    query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
    query.to ? lte(auditEvents.at, new Date(query.to)) : undefined,
    query.before ? lt(auditEvents.id, Number(query.before)) : undefined,
  ];
  const actor = alias(users, "actor");
  const subject = alias(users, "subject");
  const rows = await tx
    .select({
      ...shownColumns,
      actorName: actor.name,
      subjectName: subject.name,
      privateTask: privateTaskOf(companyId, viewerId),
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(and(...filters))
    .orderBy(desc(auditEvents.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toAuditEvent);
  return { items, next: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}

/** The first break of a company's chain, or null when it verifies. */
export interface ChainBreak {
  /** The event whose link fails; null when the chain's end does not match the company's head. */
  eventId: string | null;
  /** erased: a rewritten event is not the one its erasure bound (or no erasure binds it). */
  reason: "prev_hash" | "hash" | "head" | "erased";
}

const VERIFY_BATCH = 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * What each erasure (an `erase` event with `rewritten`, migration 0045) bound: the lines
 * "id:erased_hash" of the events it rewrote, in id order, whose SHA-256 it holds. An event rewritten
 * again by a later erasure keeps in that one's `superseded` the hash the earlier erasure bound.
 */
async function erasures(db: Database, companyId: string) {
  const rows = rowsOf<{ id: string; changes: Record<string, [unknown, unknown]> }>(
    await db.execute(sql`select id::text as id, changes from audit_events
      where company_id = ${companyId} and action = 'erase' and changes ? 'rewritten' order by id`),
  );
  const bound = new Map(
    rows.map((row) => [
      row.id,
      {
        digest: String(row.changes.rewritten?.[1]),
        first: Number(row.changes.first?.[1]),
        lines: new Map<number, string>(),
      },
    ]),
  );
  for (const row of rows) {
    for (const [id, by, hash] of (row.changes.superseded?.[1] ?? []) as [number, number, string][]) {
      bound.get(String(by))?.lines.set(id, `${id}:${hash}`);
    }
  }
  return bound;
}

/**
 * Walks a company's events in order (the owner's connection: retention and this check read
 * every company) and recomputes each hash with audit_hash, the trigger's own function. An event a
 * GDPR erasure rewrote keeps its hash as the link and must hash to its erased_hash now, which the
 * erase event after it binds (docs/gdpr-erasure.md); an erasure part of whose events retention
 * removed is checked on the events left only.
 */
export async function verifyChain(
  db: Database,
  companyId: string,
): Promise<{ events: number; broken: ChainBreak | null }> {
  const [anchor] = rowsOf<{ anchor_hash: string }>(
    await db.execute(sql`select anchor_hash from audit_heads where company_id = ${companyId}`),
  );
  const bound = await erasures(db, companyId);
  // Retention re-anchors the chain: its oldest kept event follows the anchor.
  let prev = anchor?.anchor_hash ?? "";
  let after = 0;
  let events = 0;
  let firstKept: number | null = null;
  for (;;) {
    const rows = rowsOf<{
      id: string;
      prev_hash: string;
      hash: string;
      erased_hash: string | null;
      erased_by: string | null;
      computed: string;
    }>(
      await db.execute(sql`
        select id::text as id, prev_hash, hash, erased_hash, erased_by::text as erased_by,
               audit_hash(prev_hash, company_id, actor_user_id, actor_token_id, action, kind, entity_id, changes,
                          at, ip, user_agent, object_id, subject_user_id, label) as computed
        from audit_events where company_id = ${companyId} and audit_events.id > ${after} order by audit_events.id limit ${VERIFY_BATCH}`),
    );
    for (const row of rows) {
      const id = Number(row.id);
      firstKept ??= id;
      if (row.prev_hash !== prev) return { events, broken: { eventId: row.id, reason: "prev_hash" } };
      if (row.computed !== (row.erased_hash ?? row.hash))
        return { events, broken: { eventId: row.id, reason: "hash" } };
      if (row.erased_hash !== null) {
        const erasure = row.erased_by === null ? undefined : bound.get(row.erased_by);
        if (!erasure || Number(row.erased_by) <= id) return { events, broken: { eventId: row.id, reason: "erased" } };
        erasure.lines.set(id, `${id}:${row.erased_hash}`);
      }
      const erasure = bound.get(row.id);
      if (erasure && firstKept <= erasure.first) {
        const lines = [...erasure.lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
        if (sha256(lines.join("\n")) !== erasure.digest)
          return { events, broken: { eventId: row.id, reason: "erased" } };
      }
      prev = row.hash;
      events++;
    }
    if (rows.length < VERIFY_BATCH) break;
    after = Number(rows.at(-1)?.id);
  }
  const [head] = rowsOf<{ last_hash: string }>(
    await db.execute(sql`select last_hash from audit_heads where company_id = ${companyId}`),
  );
  if ((head?.last_hash ?? "") !== prev) return { events, broken: { eventId: null, reason: "head" } };
  return { events, broken: null };
}

/** Each company with the time before which its events are removed (now less its retention years). */
export async function retentionCutoffs(tx: Tx, now: Date) {
  return rowsOf<{ companyId: string; cutoff: string }>(
    await tx.execute(sql`
      select id as "companyId",
             (${now.toISOString()}::timestamptz - make_interval(years => audit_retention_years))::text as cutoff
      from companies order by id`),
  ).map((row) => ({ companyId: row.companyId, cutoff: new Date(row.cutoff) }));
}

/**
 * Removes the company's events before cutoff and re-anchors its chain (the owner's function
 * audit_purge, migration 0037: the application's role may not run it). Answers the count removed.
 */
export async function purgeEvents(db: Database, companyId: string, cutoff: Date) {
  const [row] = rowsOf<{ removed: number }>(
    await db.execute(sql`select audit_purge(${companyId}::uuid, ${cutoff.toISOString()}::timestamptz) as removed`),
  );
  return row?.removed ?? 0;
}

/**
 * The rows of a customer's own tables whose events its History shows: its contacts and addresses,
 * those it has (by their customer_id) and those it had (their create or delete event recorded the
 * customer_id, so a deleted contact's events stay).
 */
const rowsOfCustomer = (companyId: string, kind: string, table: SQL, customerId: string) =>
  sql`(select c.id::text from ${table} c where c.company_id = ${companyId} and c.customer_id = ${customerId}
      union select e.entity_id from audit_events e where e.company_id = ${companyId} and e.kind = ${kind}
      and e.changes -> 'customer_id' @> jsonb_build_array(${customerId}::text))`;

/**
 * A page of a customer's History, newest first: the events of its row (its status changes among
 * them), of its contacts and of its addresses, as the viewer may read the log (listEvents' rules).
 */
export async function listCustomerEvents(
  tx: Tx,
  companyId: string,
  viewerId: string,
  customerId: string,
  query: { before?: string; limit: number },
) {
  const actor = alias(users, "actor");
  const subject = alias(users, "subject");
  const rows = await tx
    .select({
      ...shownColumns,
      actorName: actor.name,
      subjectName: subject.name,
      privateTask: privateTaskOf(companyId, viewerId),
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .leftJoin(subject, eq(subject.id, auditEvents.subjectUserId))
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        or(
          and(eq(auditEvents.kind, "customers"), eq(auditEvents.entityId, customerId)),
          and(
            eq(auditEvents.kind, "customer_contacts"),
            inArray(
              auditEvents.entityId,
              rowsOfCustomer(companyId, "customer_contacts", sql`customer_contacts`, customerId),
            ),
          ),
          and(
            eq(auditEvents.kind, "customer_addresses"),
            inArray(
              auditEvents.entityId,
              rowsOfCustomer(companyId, "customer_addresses", sql`customer_addresses`, customerId),
            ),
          ),
        ),
        query.before ? lt(auditEvents.id, Number(query.before)) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toAuditEvent);
  return { items, next: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}
