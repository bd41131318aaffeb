import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyUsers, invitations, users } from "../../db/schema";

const lowerEquals = (column: typeof users.email | typeof invitations.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

/** The account of an email, if any (users are not company data). */
export async function findUserByEmail(tx: Tx, email: string) {
  const [user] = await tx
    .select({ id: users.id, name: users.name, language: users.language })
    .from(users)
    .where(lowerEquals(users.email, email));
  return user ?? null;
}

/** A new account of an invitee. */
export async function insertAccount(tx: Tx, values: typeof users.$inferInsert) {
  const [created] = await tx
    .insert(users)
    .values(values)
    .returning({ id: users.id, name: users.name, language: users.language });
  return created ?? null;
}

/** Makes the account a member of the company with the invited type (nothing when it is one). */
export async function insertMember(tx: Tx, values: typeof companyUsers.$inferInsert) {
  await tx.insert(companyUsers).values(values).onConflictDoNothing();
}

export async function isMember(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return Boolean(row);
}

/** Pending (not accepted) invitations of one email are replaced by a new one. */
export async function deletePendingFor(tx: Tx, companyId: string, email: string) {
  await tx
    .delete(invitations)
    .where(
      and(eq(invitations.companyId, companyId), lowerEquals(invitations.email, email), isNull(invitations.acceptedAt)),
    );
}

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(values).returning({ id: invitations.id });
  if (!row) throw new Error("invitation not created");
  return row.id;
}

export async function companyAndUserNames(tx: Tx, companyId: string, userId: string) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { companyName: company?.name ?? "", inviterName: user?.name ?? "" };
}

const selectInvitations = (tx: Tx) =>
  tx
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      type: invitations.type,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      inviterId: users.id,
      inviterName: users.name,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectInvitations>["where"]>>[number];

export const toInvitation = (row: Row, now = new Date()) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
  invitedBy: row.inviterId ? { id: row.inviterId, name: row.inviterName ?? "" } : null,
});

export async function findInvitation(tx: Tx, companyId: string, id: string) {
  const [row] = await selectInvitations(tx).where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)));
  return row ? toInvitation(row) : null;
}

/** The company's invitations not yet accepted (expired ones too, so they can be sent again), newest first. */
export async function listPending(tx: Tx, companyId: string) {
  const rows = await selectInvitations(tx)
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(500);
  return rows.map((row) => toInvitation(row));
}

export async function deletePending(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .delete(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** The company's invitation with this token hash while it is live: not accepted, not expired. */
const live = (companyId: string, tokenHash: string) =>
  and(
    eq(invitations.companyId, companyId),
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, new Date()),
  );

/** A live invitation (not accepted, not expired) of the company with this token hash. */
export async function findLive(tx: Tx, companyId: string, tokenHash: string) {
  const [row] = await tx
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      type: invitations.type,
      companyName: companies.name,
      inviterName: users.name,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(live(companyId, tokenHash));
  return row ?? null;
}

/** Marks a live invitation used, once (a second accept finds nothing); answers it or null. */
export async function useInvitation(tx: Tx, companyId: string, tokenHash: string) {
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(live(companyId, tokenHash))
    .returning({ email: invitations.email, name: invitations.name, type: invitations.type });
  return row ?? null;
}
