import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import {
  apps,
  companies,
  companyUsers,
  loginChallenges,
  loginFailures,
  passwordResetRequests,
  sessions,
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

export async function recentFailures(db: Database, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(sql`lower(${loginFailures.email}) = lower(${email})`, gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailure(db: Database, email: string) {
  await db.insert(loginFailures).values({ email });
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
  values: { userId: string; appId: string; tokenHash: string; expiresAt: Date },
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

export async function findChallenge(db: Database, id: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id));
  return row ?? null;
}

export async function countWrongCode(db: Database, id: string) {
  await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.id, id));
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

/** Uses a live reset request once; answers its user id, or null. */
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
    .returning({ userId: passwordResetRequests.userId });
  return row?.userId ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
