import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import {
  apps,
  companies,
  companyUsers,
  loginChallenges,
  passwordResetRequests,
  sessions,
  signInCounters,
  users,
} from "../../db/schema";

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return user ?? null;
}

export async function appExists(db: Database, appId: string) {
  const [row] = await db.select({ appId: apps.appId }).from(apps).where(eq(apps.appId, appId));
  return Boolean(row);
}

type CounterKind = (typeof signInCounters.$inferInsert)["kind"];
interface CounterKey {
  kind: CounterKind;
  email: string;
  address?: string;
}

const keyOf = ({ kind, email, address = "" }: CounterKey) =>
  and(
    eq(signInCounters.kind, kind),
    eq(signInCounters.email, email.toLowerCase()),
    eq(signInCounters.address, address),
  );
const windowOver = sql`${signInCounters.windowStart} <= now() - interval '1 hour'`;

/**
 * Adds one to a counter in one statement; a window older than an hour starts again at 1. With a
 * limit, only while the count is below it. Answers the new count, or null at the limit.
 */
export async function bumpCounter(db: Database, key: CounterKey, limit?: number) {
  const [row] = await db
    .insert(signInCounters)
    .values({ kind: key.kind, email: key.email.toLowerCase(), address: key.address ?? "", count: 1 })
    .onConflictDoUpdate({
      target: [signInCounters.kind, signInCounters.email, signInCounters.address],
      set: {
        count: sql`case when ${windowOver} then 1 else ${signInCounters.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${signInCounters.windowStart} end`,
      },
      setWhere: limit === undefined ? undefined : sql`${windowOver} or ${signInCounters.count} < ${limit}`,
    })
    .returning({ count: signInCounters.count });
  return row?.count ?? null;
}

/** The count of the current window (0 when none). */
export async function counterValue(db: Database, key: CounterKey) {
  const [row] = await db
    .select({ count: signInCounters.count })
    .from(signInCounters)
    .where(and(keyOf(key), sql`not ${windowOver}`));
  return row?.count ?? 0;
}

export async function clearCounter(db: Database, key: CounterKey) {
  await db.delete(signInCounters).where(keyOf(key));
}

export async function hasLiveSession(db: Database, userId: string, appId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.appId, appId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertSession(
  db: Database,
  values: { userId: string; appId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Database, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Database | Tx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The second factors the user's companies require (run in the user's scope). */
export async function secondFactorsOfUser(tx: Tx) {
  const rows = await tx
    .selectDistinct({ secondFactor: companies.secondFactor })
    .from(companies)
    .innerJoin(companyUsers, eq(companyUsers.companyId, companies.id))
    .where(sql`${companyUsers.userId} = app_user_id()`);
  return rows.map((r) => r.secondFactor);
}

export async function insertChallenge(db: Database, values: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(values);
}

/**
 * Counts one try of a live challenge (not used, not expired, fewer than maxAttempts tries) before
 * the code is compared, so concurrent guesses cannot pass the limit. Answers it, or null.
 */
export async function countCodeAttempt(db: Database, id: string, appId: string, maxAttempts: number) {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        eq(loginChallenges.appId, appId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
        lt(loginChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ id: loginChallenges.id, userId: loginChallenges.userId, codeHash: loginChallenges.codeHash });
  return row ?? null;
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: Database, id: string) {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

export async function insertResetRequest(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetRequests).values(values);
}

/** Uses a live reset request once; answers its id and user id, or null. */
export async function useResetRequest(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .update(passwordResetRequests)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetRequests.tokenHash, tokenHash),
        isNull(passwordResetRequests.usedAt),
        gt(passwordResetRequests.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResetRequests.id, userId: passwordResetRequests.userId });
  return row ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
