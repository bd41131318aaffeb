import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { esignSigners } from "../../db/schema";

// The email code of an outside signer (esign.identity.ts): each step one conditional statement.

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
