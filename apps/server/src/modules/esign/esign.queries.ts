import type { esignListQuerySchema } from "@app/contract";
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import {
  companies,
  companyUsers,
  esignEvents,
  esignRequests,
  esignSealKeys,
  esignSigners,
  publicationFiles,
  publications,
  users,
} from "../../db/schema";
import { reachableMember } from "../notifications/notifications.service";
import { type EsignViewer, visibleRequests } from "./esign.policy";

type ListQuery = z.output<typeof esignListQuerySchema>;

/**
 * A file of the object, as the request needs it (files are the files module's; read here, never
 * changed). Its row is key-share locked until the transaction ends, so the file cannot be deleted
 * while the request on it is being made (a deletion waits, then sees the request).
 */
export async function findObjectFile(tx: Tx, companyId: string, publicationId: string, fileId: string) {
  const [row] = await tx
    .select({
      id: publicationFiles.id,
      name: publicationFiles.uploadName,
      contentType: publicationFiles.contentType,
      storageKey: publicationFiles.storageKey,
      status: publicationFiles.uploadStatus,
    })
    .from(publicationFiles)
    .where(
      and(
        eq(publicationFiles.companyId, companyId),
        eq(publicationFiles.publicationId, publicationId),
        eq(publicationFiles.id, fileId),
      ),
    )
    .for("key share");
  return row ?? null;
}

/** Whether a request needs the file: the document of an active request, or the sealed PDF of any. */
export async function fileInUse(tx: Tx, companyId: string, fileId: string) {
  const [row] = await tx
    .select({ id: esignRequests.id })
    .from(esignRequests)
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        or(
          and(eq(esignRequests.fileId, fileId), eq(esignRequests.status, "active")),
          eq(esignRequests.sealedFileId, fileId),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Members of the company among the ids (those still members: a removed one is not among them), with what a signing request needs of them. */
export function membersByIds(tx: Tx, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, userIds)));
}

export async function insertRequest(tx: Tx, values: typeof esignRequests.$inferInsert) {
  await tx.insert(esignRequests).values(values);
}

export function insertSigners(tx: Tx, values: (typeof esignSigners.$inferInsert)[]) {
  return tx.insert(esignSigners).values(values).returning();
}

export type SignerRow = typeof esignSigners.$inferSelect;

export function signersOf(tx: Tx, companyId: string, requestId: string): Promise<SignerRow[]> {
  return tx
    .select()
    .from(esignSigners)
    .where(and(eq(esignSigners.companyId, companyId), eq(esignSigners.requestId, requestId)))
    .orderBy(asc(esignSigners.position));
}

export async function updateSigner(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<typeof esignSigners.$inferInsert>,
) {
  await tx
    .update(esignSigners)
    .set(values)
    .where(and(eq(esignSigners.companyId, companyId), eq(esignSigners.id, id)));
}

/**
 * Counts one try at the signer's mailed code, in one statement: only while a code is live (set, not
 * expired, fewer than maxTries so far). Answers the code's hash to compare, or null when the code is
 * dead; concurrent tries each count, so no more than maxTries are ever compared.
 */
export async function countCodeTry(tx: Tx, companyId: string, id: string, maxTries: number, now: Date) {
  const [row] = await tx
    .update(esignSigners)
    .set({ codeTries: sql`${esignSigners.codeTries} + 1` })
    .where(
      and(
        eq(esignSigners.companyId, companyId),
        eq(esignSigners.id, id),
        isNotNull(esignSigners.codeHash),
        gt(esignSigners.codeExpiresAt, now),
        lt(esignSigners.codeTries, maxTries),
      ),
    )
    .returning({ codeHash: esignSigners.codeHash });
  return row?.codeHash ?? null;
}

/** Uses the code whose hash was compared: false when another request used or replaced it first. */
export async function useCode(tx: Tx, companyId: string, id: string, codeHash: string) {
  const rows = await tx
    .update(esignSigners)
    .set({ codeHash: null })
    .where(and(eq(esignSigners.companyId, companyId), eq(esignSigners.id, id), eq(esignSigners.codeHash, codeHash)))
    .returning({ id: esignSigners.id });
  return rows.length === 1;
}

/** Records that the signer was identified now, in the browser holding the proof of this hash (the only one). */
export async function identify(tx: Tx, companyId: string, id: string, proofHash: string, now: Date) {
  await tx
    .update(esignSigners)
    .set({ proofHash, codeVerifiedAt: now })
    .where(and(eq(esignSigners.companyId, companyId), eq(esignSigners.id, id)));
}

/**
 * Stores a new code (its tries back to 0) and counts it, in one conditional statement, so of codes
 * asked for at the same moment only those the limits allow are stored: none while one was issued
 * less than the interval ago (the previous code's expiry is later than `latestPreviousExpiry`), none
 * past `limits.total` in all or `limits.perDay` since `codesDayFrom` (a day that started before
 * `dayStartedBefore` is over: this code starts the next). Answers what stopped it, if anything.
 */
export async function issueCode(
  tx: Tx,
  companyId: string,
  id: string,
  code: { hash: string; expiresAt: Date; latestPreviousExpiry: Date; now: Date; dayStartedBefore: Date },
  limits: { perDay: number; total: number },
) {
  const signer = and(eq(esignSigners.companyId, companyId), eq(esignSigners.id, id));
  const newDay = or(isNull(esignSigners.codesDayFrom), lte(esignSigners.codesDayFrom, code.dayStartedBefore));
  const rows = await tx
    .update(esignSigners)
    .set({
      codeHash: code.hash,
      codeExpiresAt: code.expiresAt,
      codeTries: 0,
      codesSent: sql`${esignSigners.codesSent} + 1`,
      codesDayFrom: sql`case when ${newDay} then ${code.now.toISOString()}::timestamptz else ${esignSigners.codesDayFrom} end`,
      codesInDay: sql`case when ${newDay} then 1 else ${esignSigners.codesInDay} + 1 end`,
    })
    .where(
      and(
        signer,
        or(isNull(esignSigners.codeExpiresAt), lte(esignSigners.codeExpiresAt, code.latestPreviousExpiry)),
        lt(esignSigners.codesSent, limits.total),
        or(newDay, lt(esignSigners.codesInDay, limits.perDay)),
      ),
    )
    .returning({ id: esignSigners.id });
  if (rows.length === 1) return "issued";
  const [row] = await tx
    .select({
      total: esignSigners.codesSent,
      today: sql<number>`case when ${newDay} then 0 else ${esignSigners.codesInDay} end`,
    })
    .from(esignSigners)
    .where(signer);
  if (row && row.total >= limits.total) return "total";
  if (row && row.today >= limits.perDay) return "day";
  return "interval";
}

export async function lastEvent(tx: Tx, companyId: string, requestId: string) {
  const [row] = await tx
    .select({ seq: esignEvents.seq, hash: esignEvents.hash })
    .from(esignEvents)
    .where(and(eq(esignEvents.companyId, companyId), eq(esignEvents.requestId, requestId)))
    .orderBy(desc(esignEvents.seq))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(tx: Tx, values: typeof esignEvents.$inferInsert) {
  await tx.insert(esignEvents).values(values);
}

export function eventsOf(tx: Tx, companyId: string, requestId: string) {
  return tx
    .select()
    .from(esignEvents)
    .where(and(eq(esignEvents.companyId, companyId), eq(esignEvents.requestId, requestId)))
    .orderBy(asc(esignEvents.seq));
}

const requestColumns = {
  request: esignRequests,
  publicationName: publications.name,
  publicationType: publications.type,
};

export type RequestRow = {
  request: typeof esignRequests.$inferSelect;
  publicationName: string;
  publicationType: string;
};

/** One request the viewer may see; lock: held until the transaction ends (changes of a request queue up). */
export async function findRequest(
  tx: Tx,
  companyId: string,
  id: string,
  viewer: EsignViewer | null,
  lock = false,
): Promise<RequestRow | null> {
  const query = tx
    .select(requestColumns)
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        eq(esignRequests.id, id),
        viewer ? visibleRequests(viewer) : undefined,
      ),
    );
  const [row] = await (lock ? query.for("update", { of: esignRequests }) : query);
  return row ?? null;
}

/** Ends an active request; answers false when it was not active any more. */
export async function endRequest(
  tx: Tx,
  companyId: string,
  id: string,
  values: Pick<typeof esignRequests.$inferInsert, "status" | "endReason" | "completedAt" | "endedAt">,
) {
  const rows = await tx
    .update(esignRequests)
    .set(values)
    .where(and(eq(esignRequests.companyId, companyId), eq(esignRequests.id, id), eq(esignRequests.status, "active")))
    .returning({ id: esignRequests.id });
  return rows.length > 0;
}

const sorts: Record<ListQuery["sort"], SQL> = {
  name: sql`lower(${publications.name})`,
  created: sql`${esignRequests.createdAt}`,
  deadline: sql`${esignRequests.deadline}`,
};

/** The spec's e-sign list: filters, sort with direction, then id for a stable page. */
export async function listShares(tx: Tx, companyId: string, viewer: EsignViewer, query: ListQuery) {
  const order = query.direction === "asc" ? asc : desc;
  const rows = await tx
    .select({
      id: esignRequests.id,
      createdAt: esignRequests.createdAt,
      deadline: esignRequests.deadline,
      status: esignRequests.status,
      publicationId: publications.id,
      publicationName: publications.name,
      email: esignRequests.requesterEmail,
    })
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        eq(esignRequests.status, query.status),
        query.deadline ? lte(esignRequests.deadline, query.deadline) : undefined,
        visibleRequests(viewer),
      ),
    )
    .orderBy(order(sorts[query.sort]), order(esignRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    deadline: row.deadline,
    status: row.status,
    publication: { id: row.publicationId, name: row.publicationName },
    sharedBy: { email: row.email },
  }));
}

/** The object's requests the viewer may see, newest first. */
export function requestsOfObject(tx: Tx, companyId: string, publicationId: string, viewer: EsignViewer) {
  return tx
    .select(requestColumns)
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        eq(esignRequests.publicationId, publicationId),
        visibleRequests(viewer),
      ),
    )
    .orderBy(desc(esignRequests.createdAt), desc(esignRequests.id));
}

/** Active and complete requests whose deadline is from..to, that the viewer sees, by deadline. */
export function deadlinesBetween(tx: Tx, companyId: string, viewer: EsignViewer, range: { from: string; to: string }) {
  return tx
    .select({
      id: esignRequests.id,
      deadline: esignRequests.deadline,
      status: esignRequests.status,
      publication: { id: publications.id, name: publications.name },
    })
    .from(esignRequests)
    .innerJoin(publications, eq(publications.id, esignRequests.publicationId))
    .where(
      and(
        eq(esignRequests.companyId, companyId),
        inArray(esignRequests.status, ["active", "complete"]),
        gte(esignRequests.deadline, range.from),
        lte(esignRequests.deadline, range.to),
        visibleRequests(viewer),
      ),
    )
    .orderBy(asc(esignRequests.deadline), asc(esignRequests.id));
}

/** The signers of several requests, in their order within each. */
export function signersOfRequests(tx: Tx, companyId: string, requestIds: string[]): Promise<SignerRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(esignSigners)
    .where(and(eq(esignSigners.companyId, companyId), inArray(esignSigners.requestId, requestIds)))
    .orderBy(asc(esignSigners.position));
}

/**
 * A member to mail: name, email, language and the company's name, or null when the user is no
 * longer a member of the company or is blocked from its web (joined with company_users, so a
 * removed or blocked member is mailed nothing).
 */
export async function memberToMail(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, language: users.language, company: companies.name })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId), reachableMember));
  return row ?? null;
}

/** The acting member's name, email and language, and the company's name, for mails and the audit trail. */
export async function personAndCompany(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, language: users.language, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The signer an outside link names (the token's hash), in the company the link names. */
export async function findSignerByToken(tx: Tx, companyId: string, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(esignSigners)
    .where(and(eq(esignSigners.companyId, companyId), eq(esignSigners.linkTokenHash, tokenHash)));
  return row ?? null;
}

/** The member's place among the request's signers. */
export async function findSignerOfUser(tx: Tx, companyId: string, requestId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(esignSigners)
    .where(
      and(
        eq(esignSigners.companyId, companyId),
        eq(esignSigners.requestId, requestId),
        eq(esignSigners.userId, userId),
      ),
    );
  return row ?? null;
}

export async function hasEvent(tx: Tx, companyId: string, signerId: string, type: string) {
  const [row] = await tx
    .select({ id: esignEvents.id })
    .from(esignEvents)
    .where(and(eq(esignEvents.companyId, companyId), eq(esignEvents.signerId, signerId), eq(esignEvents.type, type)))
    .limit(1);
  return Boolean(row);
}

/** The file's storage key, when the file still exists. */
export async function storageKeyOf(tx: Tx, companyId: string, fileId: string) {
  const [row] = await tx
    .select({ storageKey: publicationFiles.storageKey })
    .from(publicationFiles)
    .where(and(eq(publicationFiles.companyId, companyId), eq(publicationFiles.id, fileId)));
  return row?.storageKey ?? null;
}

export async function companyName(tx: Tx, companyId: string) {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

/** The sealed PDF becomes a file of the object (a row of the files module's table, complete at once). */
export async function insertObjectFile(tx: Tx, values: typeof publicationFiles.$inferInsert) {
  await tx.insert(publicationFiles).values(values);
}

export async function setSealed(tx: Tx, companyId: string, id: string, sealedFileId: string, sealedSha256: string) {
  await tx
    .update(esignRequests)
    .set({ sealedFileId, sealedSha256 })
    .where(and(eq(esignRequests.companyId, companyId), eq(esignRequests.id, id)));
}

/** A sealed document by its hash, in any company (the verification endpoint runs as the system). */
export async function findSealed(tx: Tx, sha256: string) {
  const [row] = await tx
    .select({
      id: esignRequests.id,
      companyId: esignRequests.companyId,
      company: companies.name,
      documentName: esignRequests.documentName,
      documentSha256: esignRequests.documentSha256,
      completedAt: esignRequests.completedAt,
    })
    .from(esignRequests)
    .innerJoin(companies, eq(companies.id, esignRequests.companyId))
    .where(and(eq(esignRequests.sealedSha256, sha256), eq(esignRequests.status, "complete")));
  return row ?? null;
}

/** The date at `now` in the time zone of a request's company (the deadline job's and the reminder's "today"). */
const companyDay = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone (select c.time_zone from ${companies} c where c.id = ${esignRequests.companyId}))::date`;

/**
 * Today (YYYY-MM-DD) in the company's time zone, reckoned as the deadline job does: a deadline
 * before it has passed, one on it is still open.
 */
export async function companyToday(tx: Tx, companyId: string, now: Date) {
  const [row] = await tx
    .select({ day: sql<string>`(${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date::text` })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.day;
}

/**
 * Ends every active request whose deadline has passed in its company's time zone. One
 * conditional UPDATE: a row another process expired first no longer matches, so each request
 * expires exactly once however many processes run the job.
 */
export async function expireDue(tx: Tx, now: Date) {
  const rows = await tx
    .update(esignRequests)
    .set({ status: "inactive", endReason: "expired", endedAt: now })
    .where(and(eq(esignRequests.status, "active"), sql`${esignRequests.deadline} < ${companyDay(now)}`))
    .returning();
  return rows;
}

/** Active requests whose deadline is within `days` of their company's today, in every company. */
export function dueForReminder(tx: Tx, now: Date, days: number) {
  return tx
    .select({ id: esignRequests.id, companyId: esignRequests.companyId })
    .from(esignRequests)
    .where(
      and(eq(esignRequests.status, "active"), sql`${esignRequests.deadline} - ${days}::int <= ${companyDay(now)}`),
    );
}

/** Whether the system (no actor) reminded this request already. */
export async function systemReminded(tx: Tx, companyId: string, requestId: string) {
  const [row] = await tx
    .select({ id: esignEvents.id })
    .from(esignEvents)
    .where(
      and(
        eq(esignEvents.companyId, companyId),
        eq(esignEvents.requestId, requestId),
        eq(esignEvents.type, "reminded"),
        sql`${esignEvents.actorEmail} is null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findSealKey(tx: Tx, companyId: string) {
  const [row] = await tx.select().from(esignSealKeys).where(eq(esignSealKeys.companyId, companyId));
  return row ?? null;
}

/** Stores a company's first seal; a seal another process stored meanwhile wins (nothing is replaced). */
export async function insertSealKey(tx: Tx, row: typeof esignSealKeys.$inferInsert) {
  await tx.insert(esignSealKeys).values(row).onConflictDoNothing();
}
