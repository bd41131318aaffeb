import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { userTags } from "../../db/schema";

const columns = { id: userTags.id, name: userTags.name };

export async function listTags(tx: Tx, companyId: string, userId: string) {
  return tx
    .select(columns)
    .from(userTags)
    .where(and(eq(userTags.companyId, companyId), eq(userTags.userId, userId)))
    .orderBy(asc(userTags.name));
}

/** Adds a tag; null when the user already has one of that name. */
export async function addTag(tx: Tx, companyId: string, userId: string, name: string) {
  const [row] = await tx.insert(userTags).values({ companyId, userId, name }).onConflictDoNothing().returning(columns);
  return row ?? null;
}

export async function removeTag(tx: Tx, companyId: string, userId: string, tagId: string) {
  const rows = await tx
    .delete(userTags)
    .where(and(eq(userTags.companyId, companyId), eq(userTags.userId, userId), eq(userTags.id, tagId)))
    .returning({ id: userTags.id });
  return rows.length === 1;
}
