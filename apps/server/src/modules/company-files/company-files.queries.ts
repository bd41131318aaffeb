import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companyFiles, users } from "../../db/schema";

type Kind = (typeof companyFiles.$inferSelect)["kind"];

const columns = {
  id: companyFiles.id,
  uploadName: companyFiles.uploadName,
  size: companyFiles.size,
  contentType: companyFiles.contentType,
  storageKey: companyFiles.storageKey,
  createdAt: companyFiles.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof companyFiles.$inferSelect)[K] };
export type StoredCompanyFile = Row;

const where = (companyId: string, kind: Kind, id?: string) =>
  and(eq(companyFiles.companyId, companyId), eq(companyFiles.kind, kind), id ? eq(companyFiles.id, id) : undefined);

export const toLogo = ({ storageKey: _key, createdAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The company's files (not its logos), newest first, with who added them. */
export async function listFiles(tx: Tx, companyId: string, page: { limit: number; offset: number }, id?: string) {
  const rows = await tx
    .select({ ...columns, creatorId: users.id, creatorName: users.name })
    .from(companyFiles)
    .leftJoin(users, eq(users.id, companyFiles.createdBy))
    .where(where(companyId, "FILE", id))
    .orderBy(desc(companyFiles.createdAt), desc(companyFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ creatorId, creatorName, ...row }) => ({
    ...toLogo(row),
    createdBy: creatorId && creatorName !== null ? { id: creatorId, name: creatorName } : null,
  }));
}

export async function findFile(tx: Tx, companyId: string, kind: Kind, id?: string) {
  const [row] = await tx
    .select(columns)
    .from(companyFiles)
    .where(where(companyId, kind, id))
    .orderBy(desc(companyFiles.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertFile(tx: Tx, values: typeof companyFiles.$inferInsert) {
  const [row] = await tx.insert(companyFiles).values(values).returning(columns);
  if (!row) throw new Error("company file not stored");
  return row;
}

export async function deleteFile(tx: Tx, companyId: string, kind: Kind, id: string) {
  const rows = await tx
    .delete(companyFiles)
    .where(where(companyId, kind, id))
    .returning({ storageKey: companyFiles.storageKey });
  return rows[0] ?? null;
}
