import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { publicationFiles, publications } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

const columns = {
  id: publicationFiles.id,
  uploadName: publicationFiles.uploadName,
  size: publicationFiles.size,
  contentType: publicationFiles.contentType,
  uploadStatus: publicationFiles.uploadStatus,
  uploadProgress: publicationFiles.uploadProgress,
  createdAt: publicationFiles.createdAt,
  storageKey: publicationFiles.storageKey,
};

type Row = { [K in keyof typeof columns]: (typeof publicationFiles.$inferSelect)[K] };

export const toFile = ({ storageKey: _key, createdAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

const where = (companyId: string, publicationId: string, id?: string) =>
  and(
    eq(publicationFiles.companyId, companyId),
    eq(publicationFiles.publicationId, publicationId),
    id ? eq(publicationFiles.id, id) : undefined,
  );

export async function listFiles(tx: Tx, companyId: string, publicationId: string) {
  const rows = await tx
    .select(columns)
    .from(publicationFiles)
    .where(where(companyId, publicationId))
    .orderBy(asc(publicationFiles.createdAt), asc(publicationFiles.id));
  return rows.map(toFile);
}

/**
 * A page of the uploaded files of a customer's objects that the viewer sees (visibleTo), newest
 * first, each with its object.
 */
export async function listFilesOfCustomer(
  tx: Tx,
  companyId: string,
  customerId: string,
  viewer: Viewer,
  page: { limit: number; offset: number },
) {
  const rows = await tx
    .select({ ...columns, publicationId: publications.id, publicationName: publications.name })
    .from(publicationFiles)
    .innerJoin(publications, eq(publications.id, publicationFiles.publicationId))
    .where(
      and(
        eq(publicationFiles.companyId, companyId),
        eq(publications.companyId, companyId),
        eq(publications.customerId, customerId),
        eq(publicationFiles.uploadStatus, "COMPLETE"),
        visibleTo(viewer),
      ),
    )
    .orderBy(desc(publicationFiles.createdAt), desc(publicationFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ publicationId, publicationName, ...row }) => ({
    ...toFile(row),
    publication: { id: publicationId, name: publicationName },
  }));
}

/** A file of the object; lock: its row is held until the transaction ends (a deletion in progress). */
export async function findFile(tx: Tx, companyId: string, publicationId: string, id: string, lock = false) {
  const query = tx
    .select(columns)
    .from(publicationFiles)
    .where(where(companyId, publicationId, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export async function insertFile(tx: Tx, values: typeof publicationFiles.$inferInsert) {
  await tx.insert(publicationFiles).values(values);
}

export async function updateFile(
  tx: Tx,
  companyId: string,
  publicationId: string,
  id: string,
  values: Partial<typeof publicationFiles.$inferInsert>,
) {
  await tx
    .update(publicationFiles)
    .set(values)
    .where(where(companyId, publicationId, id));
}

export async function deleteFile(tx: Tx, companyId: string, publicationId: string, id: string) {
  await tx.delete(publicationFiles).where(where(companyId, publicationId, id));
}

const olderThan = (interval: string) => lt(publicationFiles.createdAt, sql`now() - ${interval}::interval`);

/**
 * Deletes the object files whose upload failed (listed as failed for an hour) or never completed
 * (still in progress after a day), in one statement, so two processes never take the same file;
 * answers their storage keys.
 */
export async function deleteAbandonedUploads(tx: Tx) {
  return tx
    .delete(publicationFiles)
    .where(
      or(
        and(eq(publicationFiles.uploadStatus, "ERROR"), olderThan("1 hour")),
        and(eq(publicationFiles.uploadStatus, "INPROGRESS"), olderThan("1 day")),
      ),
    )
    .returning({ storageKey: publicationFiles.storageKey });
}
