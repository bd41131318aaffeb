import { REMOVED_USER } from "@app/contract";
import { and, count, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { type Database, rowsOf, type Tx } from "../../db/client";
import {
  companyUsers,
  esignEvents,
  esignRequests,
  esignSigners,
  invitations,
  noticeAssignees,
  notifications,
  sessions,
  storageRemovals,
  userSkills,
  users,
} from "../../db/schema";

/** A text[] of the values, sent as one JSON parameter. */
const textArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The erased person's name, email and phone (the texts searched for), if they are a member. */
export async function personOf(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row ?? null;
}

/**
 * Locks the company's audit head before anything changes: appends of other transactions wait
 * from here until the rewritten chain is committed (docs/gdpr-erasure.md).
 */
export async function lockAuditHead(tx: Tx, companyId: string) {
  await tx.execute(sql`select 1 from audit_heads where company_id = ${companyId} for update`);
}

/** The storage keys of the person's certificates in the company. */
export async function certificateKeys(tx: Tx, companyId: string, userId: string) {
  const rows = await tx
    .select({ key: userSkills.certificateKey })
    .from(userSkills)
    .where(
      and(eq(userSkills.companyId, companyId), eq(userSkills.userId, userId), isNotNull(userSkills.certificateKey)),
    );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Reminders whose only assignee they are get the eraser instead (a reminder keeps at least one,
 * docs/reminders.md); the others just lose them with the rest of their rows.
 */
export async function passLastAssignments(tx: Tx, companyId: string, userId: string, successor: string) {
  await tx.execute(sql`insert into ${noticeAssignees} (company_id, notice_id, user_id)
    select a.company_id, a.notice_id, ${successor}::uuid from ${noticeAssignees} a
    where a.company_id = ${companyId} and a.user_id = ${userId}
      and not exists (select 1 from ${noticeAssignees} o where o.notice_id = a.notice_id and o.user_id <> ${userId})
    on conflict do nothing`);
}

/**
 * E-sign: the signer rows that are theirs (by account or address) keep their status, times and
 * method, with "Removed user" for the name and no address, signature image or typed name, IP or
 * browser; a request they made keeps no address of theirs. Answers the signer rows and requests
 * that were theirs, and every request touched.
 */
export async function anonymiseEsign(tx: Tx, companyId: string, userId: string, email: string) {
  const signers = await tx
    .update(esignSigners)
    .set({ userId: null, name: REMOVED_USER, email: "", signature: null, signedIp: null, signedUserAgent: null })
    .where(
      and(
        eq(esignSigners.companyId, companyId),
        or(eq(esignSigners.userId, userId), sql`lower(${esignSigners.email}) = lower(${email})`),
      ),
    )
    .returning({ id: esignSigners.id, requestId: esignSigners.requestId });
  const requests = await tx
    .update(esignRequests)
    .set({ requestedBy: null, requesterEmail: "" })
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        or(eq(esignRequests.requestedBy, userId), sql`lower(${esignRequests.requesterEmail}) = lower(${email})`),
      ),
    )
    .returning({ id: esignRequests.id });
  return {
    signerIds: signers.map((s) => s.id),
    requestIds: requests.map((r) => r.id),
    touched: [...new Set([...signers.map((s) => s.requestId), ...requests.map((r) => r.id)])],
  };
}

/** The e-sign trail of requests, in order within each. */
export function esignTrails(tx: Tx, companyId: string, requestIds: string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(esignEvents)
    .where(and(eq(esignEvents.companyId, companyId), inArray(esignEvents.requestId, requestIds)))
    .orderBy(esignEvents.requestId, esignEvents.seq);
}

/** Invitations of the company addressed to them (pending or not); answers their ids. */
export async function deleteInvitations(tx: Tx, companyId: string, email: string) {
  const rows = await tx
    .delete(invitations)
    .where(and(eq(invitations.companyId, companyId), sql`lower(${invitations.email}) = lower(${email})`))
    .returning({ id: invitations.id });
  return rows.map((row) => row.id);
}

/**
 * Other members' notifications of the company about them: the person they name by id (the one who
 * acted, a skill's holder) becomes "Removed user" with the nil id (gdpr_erase_notification). No
 * text is searched.
 */
export async function eraseFromNotifications(tx: Tx, companyId: string, userId: string) {
  await tx.execute(sql`update ${notifications} set data = gdpr_erase_notification(data, ${userId})
    where company_id = ${companyId} and strpos(data::text, ${userId}) > 0`);
}

interface UserReference {
  table: string;
  column: string;
  /** The foreign key's ON DELETE: c (cascade) or n (set null). */
  action: string;
}

/**
 * Every column of a company table that refers to an account, read from the catalogue, so a table
 * added later is covered without a change here.
 */
export async function userReferences(tx: Tx) {
  return rowsOf<UserReference>(
    await tx.execute(sql`
      select cl.relname as "table", a.attname as "column", c.confdeltype as "action"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace and ns.nspname = 'public'
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass and array_length(c.conkey, 1) = 1
        and exists (select 1 from pg_attribute k where k.attrelid = cl.oid and k.attname = 'company_id'
                    and not k.attisdropped)
      order by cl.relname = 'company_users', cl.relname, a.attname`),
  );
}

/**
 * Does in the company what deleting the account does everywhere: rows hanging on them (cascade)
 * are deleted, references to them (set null) become null; the membership goes last.
 */
export async function detachFromCompany(tx: Tx, companyId: string, userId: string, references: UserReference[]) {
  const ordered = [...references.filter((r) => r.action !== "c"), ...references.filter((r) => r.action === "c")];
  for (const ref of ordered) {
    const table = sql.identifier(ref.table);
    const column = sql.identifier(ref.column);
    if (ref.action === "c") {
      await tx.execute(sql`delete from ${table} where company_id = ${companyId} and ${column} = ${userId}`);
    } else {
      await tx.execute(
        sql`update ${table} set ${column} = null where company_id = ${companyId} and ${column} = ${userId}`,
      );
    }
  }
}

/** The account's session ids (to close their sockets once the account is gone). */
export async function sessionIds(tx: Tx, userId: string) {
  const rows = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

export async function eraseEsignEvents(tx: Tx, companyId: string, rows: unknown[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`select gdpr_erase_esign_events(${companyId}::uuid, ${JSON.stringify(rows)}::jsonb)`);
}

/** A row of the company that was the person's: an audit event's kind (its table) and entity id. */
export interface OwnRow {
  kind: string;
  id: string;
}

/**
 * The owner's rewrite of the company's audit log by reference (gdpr_erase_audit, migration 0045):
 * events with them as actor or subject, on their rows (own) or on invitations to their email, and
 * events where a column referring to accounts (references) held their id. Answers how many events
 * were rewritten.
 */
export async function eraseAudit(
  tx: Tx,
  companyId: string,
  person: { id: string; email: string; needles: string[] },
  references: UserReference[],
  own: OwnRow[],
  actorId: string,
) {
  const refs = references.map((r) => ({ table: r.table, column: r.column }));
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select gdpr_erase_audit(${companyId}::uuid, ${person.id}::uuid, ${textArray(person.needles)},
        ${JSON.stringify(refs)}::jsonb, ${JSON.stringify(own)}::jsonb, ${person.email}, ${actorId}::uuid) as n`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** Queues the stored files to remove, in the erasure's transaction (jobs/storage-removals.ts removes them). */
export async function queueRemovals(tx: Tx, keys: string[]) {
  if (keys.length === 0) return;
  await tx
    .insert(storageRemovals)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/** Deletes the account if it belongs to no company any more; answers whether it did. */
export async function eraseAccount(tx: Tx, userId: string) {
  const [row] = rowsOf<{ deleted: boolean }>(
    await tx.execute(sql`select gdpr_erase_account(${userId}::uuid) as deleted`),
  );
  return row?.deleted === true;
}

const REMOVAL_BATCH = 100;

/**
 * Takes queued files that are due (all, or those of keys), at most a batch: each one's attempt is
 * counted and its next one set after a backoff (1 minute, doubling, at most an hour) before it is
 * tried, so another process does not take it meanwhile and a stop halfway leaves it due later.
 * Runs as the owner (the application's role may only add keys).
 */
export async function claimRemovals(db: Database, now?: Date, keys?: string[]) {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const only = keys ? sql`and storage_key = any(${textArray(keys)})` : sql``;
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`update ${storageRemovals} r set attempts = r.attempts + 1,
        next_attempt_at = ${at} + least(interval '1 minute' * power(2, r.attempts), interval '1 hour')
      where r.storage_key in (select storage_key from ${storageRemovals}
        where next_attempt_at <= ${at} ${only} order by next_attempt_at limit ${REMOVAL_BATCH} for update skip locked)
      returning r.storage_key as key`),
  );
  return { keys: rows.map((row) => row.key), full: rows.length === REMOVAL_BATCH };
}

/** The storage confirmed the removal: the key leaves the queue. */
export async function removalDone(db: Database, key: string) {
  await db.delete(storageRemovals).where(eq(storageRemovals.storageKey, key));
}

export async function removalFailed(db: Database, key: string, error: string) {
  await db.update(storageRemovals).set({ lastError: error }).where(eq(storageRemovals.storageKey, key));
}

/** How many of keys are still queued. */
export async function pendingRemovals(db: Database, keys: string[]) {
  if (keys.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(storageRemovals).where(inArray(storageRemovals.storageKey, keys));
  return row?.n ?? 0;
}
