import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
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
import { companyToday as todaySql } from "../../db/sql";
import { reachableMember } from "../notifications/notifications.policy";
import { type EsignViewer, visibleRequests } from "./esign.policy";

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

export const requestColumns = {
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
const companyDay = (now: Date) => todaySql(esignRequests.companyId, now);

/**
 * Today (YYYY-MM-DD) in the company's time zone, reckoned as the deadline job does: a deadline
 * before it has passed, one on it is still open.
 */
export async function companyToday(tx: Tx, companyId: string, now: Date) {
  const [row] = await tx
    .select({ day: sql<string>`${todaySql(companyId, now)}::text` })
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
