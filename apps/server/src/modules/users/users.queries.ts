import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import {
  companies,
  companyUsers,
  emailChanges,
  passwordResetRequests,
  permissions,
  phoneChanges,
  sessions,
  userAvatars,
  users,
} from "../../db/schema";
import { isUniqueViolation } from "../../lib/errors";

export async function findUser(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      phone: users.phone,
      hasAvatar: sql<boolean>`exists (select 1 from ${userAvatars} where ${userAvatars.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export async function setName(db: Database, userId: string, name: string) {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

export async function setLanguage(db: Database, userId: string, language: "se" | "en") {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function findAvatar(db: Database, userId: string) {
  const [avatar] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
  return avatar ?? null;
}

export async function saveAvatar(db: Database, userId: string, contentType: string, data: Buffer) {
  await db
    .insert(userAvatars)
    .values({ userId, contentType, data })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType, data, updatedAt: new Date() } });
}

/** True when the user is a member of one of the scope's companies. */
export async function isMemberOfAny(tx: Tx, userId: string, companyIds: string[]) {
  if (companyIds.length === 0) return false;
  const [row] = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), inArray(companyUsers.companyId, companyIds)))
    .limit(1);
  return Boolean(row);
}

/** How many other members of the company may edit users. */
export async function otherUserEditors(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(permissions)
    .where(
      and(
        eq(permissions.companyId, companyId),
        eq(permissions.permission, "UsersEdit"),
        ne(permissions.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Replaces a member's permissions; a CompanyCreate the platform granted stays. */
export async function replacePermissions(
  tx: Tx,
  companyId: string,
  userId: string,
  granted: string[],
  keepCompanyCreate: boolean,
) {
  await tx.delete(permissions).where(and(eq(permissions.companyId, companyId), eq(permissions.userId, userId)));
  const rows = [...granted, ...(keepCompanyCreate ? ["CompanyCreate"] : [])];
  if (rows.length > 0)
    await tx.insert(permissions).values(rows.map((permission) => ({ companyId, userId, permission })));
}

/** The account's password hash and addresses, to confirm an email change request. */
export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      phone: users.phone,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Stores a new email change request; the user's earlier pending ones stop confirming (their
 * "this was not me" links keep working).
 */
export async function replaceEmailChange(db: Database, values: typeof emailChanges.$inferInsert) {
  await db.transaction(async (tx) => {
    await voidEmailChanges(tx, values.userId);
    await tx.insert(emailChanges).values(values);
  });
}

const voidEmailChanges = (tx: Tx, userId: string) =>
  tx
    .update(emailChanges)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)));

/** Uses a live email change once; answers its user and new email, or null. */
export async function useEmailChange(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return row ?? null;
}

/**
 * Uses a live "this was not me" link once; answers its user, and the old and new addresses when
 * the change was applied already (else null for both).
 */
export async function useEmailChangeCancel(tx: Tx, cancelTokenHash: string) {
  const [row] = await tx
    .update(emailChanges)
    .set({ cancelTokenHash: null })
    .where(and(eq(emailChanges.cancelTokenHash, cancelTokenHash), gt(emailChanges.cancelExpiresAt, new Date())))
    .returning({
      userId: emailChanges.userId,
      applied: sql<boolean>`${emailChanges.usedAt} is not null`,
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
    });
  return row ?? null;
}

/**
 * A recovery act's voiding (users.service's voidAccountLinks): the user's pending email changes
 * stop confirming, the pending phone change and every unused reset link end.
 */
export async function voidPendingChanges(tx: Tx, userId: string) {
  await voidEmailChanges(tx, userId);
  await tx.delete(phoneChanges).where(eq(phoneChanges.userId, userId));
  await tx
    .update(passwordResetRequests)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.usedAt)));
}

/** The user's one pending phone change, replacing an earlier one (its code no longer counts). */
export async function replacePhoneChange(db: Database, values: typeof phoneChanges.$inferInsert) {
  await db
    .insert(phoneChanges)
    .values(values)
    .onConflictDoUpdate({
      target: phoneChanges.userId,
      set: { newPhone: values.newPhone, codeHash: values.codeHash, attempts: 0, expiresAt: values.expiresAt },
    });
}

/** Counts one try at the pending phone change's code (one conditional UPDATE); null when none is live or tries are spent. */
export async function countPhoneAttempt(db: Database, userId: string, maxAttempts: number) {
  const [row] = await db
    .update(phoneChanges)
    .set({ attempts: sql`${phoneChanges.attempts} + 1` })
    .where(
      and(
        eq(phoneChanges.userId, userId),
        gt(phoneChanges.expiresAt, new Date()),
        lt(phoneChanges.attempts, maxAttempts),
      ),
    )
    .returning({ newPhone: phoneChanges.newPhone, codeHash: phoneChanges.codeHash, createdAt: phoneChanges.createdAt });
  return row ?? null;
}

/** Applies the pending change once (the row confirmed is deleted with it); false when it was used or replaced meanwhile. */
export async function applyPhoneChange(db: Database, userId: string, codeHash: string) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(phoneChanges)
      .where(and(eq(phoneChanges.userId, userId), eq(phoneChanges.codeHash, codeHash)))
      .returning({ newPhone: phoneChanges.newPhone });
    if (!used) return null;
    await tx.update(users).set({ phone: used.newPhone }).where(eq(users.id, userId));
    return used.newPhone;
  });
}

export async function setEmail(tx: Tx, userId: string, email: string) {
  await tx.update(users).set({ email }).where(eq(users.id, userId));
}

/**
 * Sets the email back to `oldEmail` while it is still `newEmail` (false otherwise), in a savepoint:
 * another account taking oldEmail at this very moment meets the unique index, which gives up only
 * this savepoint (false), not tx.
 */
export async function restoreEmail(tx: Tx, userId: string, oldEmail: string, newEmail: string) {
  try {
    return await tx.transaction(async (savepoint) => {
      const rows = await savepoint
        .update(users)
        .set({ email: oldEmail })
        .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${newEmail})`))
        .returning({ id: users.id });
      return rows.length === 1;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

export async function emailInUse(tx: Tx, email: string, exceptUserId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
  return Boolean(row);
}

/** Ends the user's sessions except `keep` (the one confirming, if any); answers the ended ids. */
export async function revokeOtherSessions(tx: Tx, userId: string, keep: string | null) {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function deleteAvatar(db: Database, userId: string) {
  await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The user's live sessions (not ended, not expired), newest first. */
export async function liveSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      appId: sessions.appId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
}

/** Of the scope's companies, those the user is a member of, by name. */
export async function sharedCompanies(tx: Tx, userId: string, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return tx
    .select({ id: companies.id, name: companies.name })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.userId, userId), inArray(companyUsers.companyId, companyIds)))
    .orderBy(companies.name);
}
