import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { publicationComments, publications, userAvatars, users } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

const columns = {
  id: publicationComments.id,
  publicationId: publicationComments.publicationId,
  body: publicationComments.body,
  authorId: publicationComments.authorId,
  authorName: users.name,
  authorHasAvatar: sql<boolean>`exists (select 1 from ${userAvatars} where ${userAvatars.userId} = ${users.id})`,
  createdAt: publicationComments.createdAt,
  updatedAt: publicationComments.updatedAt,
};

const selectComments = (tx: Tx) =>
  tx.select(columns).from(publicationComments).leftJoin(users, eq(users.id, publicationComments.authorId));

type Row = Awaited<ReturnType<typeof selectComments>>[number];

export const toComment = (row: Row) => ({
  id: row.id,
  publicationId: row.publicationId,
  body: row.body,
  author: row.authorId
    ? { id: row.authorId, name: row.authorName ?? "", hasAvatar: Boolean(row.authorHasAvatar) }
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Comments of one object, newest last. */
export async function listComments(tx: Tx, companyId: string, publicationId: string) {
  const rows = await selectComments(tx)
    .where(and(eq(publicationComments.companyId, companyId), eq(publicationComments.publicationId, publicationId)))
    .orderBy(asc(publicationComments.createdAt), asc(publicationComments.id));
  return rows.map(toComment);
}

export async function findComment(tx: Tx, companyId: string, publicationId: string, id: string) {
  const [row] = await selectComments(tx).where(
    and(
      eq(publicationComments.companyId, companyId),
      eq(publicationComments.publicationId, publicationId),
      eq(publicationComments.id, id),
    ),
  );
  return row ? toComment(row) : null;
}

export async function insertComment(tx: Tx, values: typeof publicationComments.$inferInsert) {
  const [row] = await tx.insert(publicationComments).values(values).returning({ id: publicationComments.id });
  if (!row) throw new Error("comment not stored");
  return row.id;
}

export async function updateComment(tx: Tx, companyId: string, id: string, body: string) {
  await tx
    .update(publicationComments)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(publicationComments.companyId, companyId), eq(publicationComments.id, id)));
}

export async function deleteComment(tx: Tx, companyId: string, id: string) {
  await tx
    .delete(publicationComments)
    .where(and(eq(publicationComments.companyId, companyId), eq(publicationComments.id, id)));
}

/** Every comment of the company on objects the viewer sees, newest first (activity list). */
export async function listCompanyComments(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  page: { limit: number; offset: number },
) {
  const rows = await tx
    .select({ ...columns, publicationName: publications.name, publicationType: publications.type })
    .from(publicationComments)
    .innerJoin(publications, eq(publications.id, publicationComments.publicationId))
    .leftJoin(users, eq(users.id, publicationComments.authorId))
    .where(and(eq(publicationComments.companyId, companyId), visibleTo(viewer)))
    .orderBy(desc(publicationComments.createdAt), desc(publicationComments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...toComment(row),
    publication: { id: row.publicationId, name: row.publicationName, type: row.publicationType as never },
  }));
}
