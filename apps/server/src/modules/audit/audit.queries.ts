import type { AuditEvent, AuditQuery } from "@app/contract";
import { and, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf, type Tx } from "../../db/client";
import { auditEvents } from "../../db/schema";

type Row = typeof auditEvents.$inferSelect;

export const toAuditEvent = (row: Row): AuditEvent => ({
  id: String(row.id),
  actorUserId: row.actorUserId,
  actorTokenId: row.actorTokenId,
  action: row.action as AuditEvent["action"],
  kind: row.kind,
  entityId: row.entityId,
  changes: row.changes as AuditEvent["changes"],
  at: row.at.toISOString(),
  ip: row.ip,
  userAgent: row.userAgent,
});

/** A page of the company's events, newest first, after the filters. */
export async function listEvents(tx: Tx, companyId: string, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [
    eq(auditEvents.companyId, companyId),
    query.actor ? eq(auditEvents.actorUserId, query.actor) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.kind ? eq(auditEvents.kind, query.kind) : undefined,
    query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
    query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
    query.to ? lte(auditEvents.at, new Date(query.to)) : undefined,
    query.before ? lt(auditEvents.id, Number(query.before)) : undefined,
  ];
  const rows = await tx
    .select()
    .from(auditEvents)
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
  reason: "prev_hash" | "hash" | "head";
}

const VERIFY_BATCH = 1000;

/**
 * Walks a company's events in order (the owner's connection: retention and this check read
 * every company) and recomputes each hash with audit_hash, the trigger's own function.
 */
export async function verifyChain(
  db: Database,
  companyId: string,
): Promise<{ events: number; broken: ChainBreak | null }> {
  let prev = "";
  let after = 0;
  let events = 0;
  for (;;) {
    const rows = rowsOf<{ id: string; prev_hash: string; hash: string; computed: string }>(
      await db.execute(sql`
        select id::text as id, prev_hash, hash,
               audit_hash(prev_hash, company_id, actor_user_id, actor_token_id, action, kind, entity_id, changes,
                          at, ip, user_agent) as computed
        from audit_events where company_id = ${companyId} and audit_events.id > ${after} order by audit_events.id limit ${VERIFY_BATCH}`),
    );
    for (const row of rows) {
      if (row.prev_hash !== prev) return { events, broken: { eventId: row.id, reason: "prev_hash" } };
      if (row.computed !== row.hash) return { events, broken: { eventId: row.id, reason: "hash" } };
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
