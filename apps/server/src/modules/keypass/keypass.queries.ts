import { and, asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { keypassReveals, keypassSecrets, users } from "../../db/schema";

const where = (companyId: string, publicationId: string, id?: string) =>
  and(
    eq(keypassSecrets.companyId, companyId),
    eq(keypassSecrets.publicationId, publicationId),
    id ? eq(keypassSecrets.id, id) : undefined,
  );

const toSecret = (row: typeof keypassSecrets.$inferSelect) => ({
  id: row.id,
  label: row.label,
  username: row.username,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSecrets(tx: Tx, companyId: string, publicationId: string) {
  const rows = await tx
    .select()
    .from(keypassSecrets)
    .where(where(companyId, publicationId))
    .orderBy(asc(keypassSecrets.label), asc(keypassSecrets.id));
  return rows.map(toSecret);
}

/** The stored row, encrypted secret included (never sent as it is). */
export async function findSecret(tx: Tx, companyId: string, publicationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(keypassSecrets)
    .where(where(companyId, publicationId, id));
  return row ?? null;
}

export async function insertSecret(tx: Tx, values: typeof keypassSecrets.$inferInsert) {
  const [row] = await tx.insert(keypassSecrets).values(values).returning();
  if (!row) throw new Error("secret not stored");
  return toSecret(row);
}

export async function updateSecret(
  tx: Tx,
  companyId: string,
  publicationId: string,
  id: string,
  values: { label: string; username: string; secret: string },
) {
  const [row] = await tx
    .update(keypassSecrets)
    .set({ ...values, updatedAt: new Date() })
    .where(where(companyId, publicationId, id))
    .returning();
  return row ? toSecret(row) : null;
}

export async function deleteSecret(tx: Tx, companyId: string, publicationId: string, id: string) {
  const rows = await tx
    .delete(keypassSecrets)
    .where(where(companyId, publicationId, id))
    .returning({ id: keypassSecrets.id });
  return rows.length > 0;
}

export async function recordReveal(tx: Tx, companyId: string, secretId: string, userId: string) {
  await tx.insert(keypassReveals).values({ companyId, secretId, userId });
}

export async function listReveals(tx: Tx, companyId: string, secretId: string) {
  const rows = await tx
    .select({ userId: keypassReveals.userId, userName: users.name, revealedAt: keypassReveals.revealedAt })
    .from(keypassReveals)
    .leftJoin(users, eq(users.id, keypassReveals.userId))
    .where(and(eq(keypassReveals.companyId, companyId), eq(keypassReveals.secretId, secretId)))
    .orderBy(desc(keypassReveals.revealedAt));
  return rows.map((r) => ({
    user: r.userId ? { id: r.userId, name: r.userName ?? "" } : null,
    revealedAt: r.revealedAt.toISOString(),
  }));
}
