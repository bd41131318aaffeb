import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { postRecipients, posts, publications, users } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

const selectPosts = (tx: Tx) =>
  tx
    .select({
      id: posts.id,
      publicationId: posts.publicationId,
      publicationName: publications.name,
      authorId: posts.authorId,
      authorName: users.name,
      body: posts.body,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .innerJoin(publications, eq(publications.id, posts.publicationId))
    .leftJoin(users, eq(users.id, posts.authorId));

type Row = Awaited<ReturnType<typeof selectPosts>>[number];

async function withRecipients(tx: Tx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const recipients = ids.length
    ? await tx
        .select({ postId: postRecipients.postId, id: users.id, name: users.name })
        .from(postRecipients)
        .innerJoin(users, eq(users.id, postRecipients.userId))
        .where(inArray(postRecipients.postId, ids))
        .orderBy(asc(users.name))
    : [];
  return rows.map((row) => ({
    id: row.id,
    publication: { id: row.publicationId, name: row.publicationName },
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? "" } : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    recipients: recipients.filter((r) => r.postId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Posts on message objects the viewer sees; only those addressed to them with me. */
export async function listPosts(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  query: { me: boolean; limit: number; offset: number; publicationId?: string },
) {
  const addressedToMe: SQL | undefined = query.me
    ? inArray(
        posts.id,
        tx.select({ id: postRecipients.postId }).from(postRecipients).where(eq(postRecipients.userId, viewer.userId)),
      )
    : undefined;
  const rows = await selectPosts(tx)
    .where(
      and(
        eq(posts.companyId, companyId),
        visibleTo(viewer),
        addressedToMe,
        query.publicationId ? eq(posts.publicationId, query.publicationId) : undefined,
      ),
    )
    .orderBy(query.publicationId ? asc(posts.createdAt) : desc(posts.createdAt), asc(posts.id))
    .limit(query.limit)
    .offset(query.offset);
  return withRecipients(tx, rows);
}

export async function insertPost(
  tx: Tx,
  values: { companyId: string; publicationId: string; authorId: string; body: string },
  recipientIds: string[],
) {
  const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error("post not stored");
  await tx
    .insert(postRecipients)
    .values(recipientIds.map((userId) => ({ companyId: values.companyId, postId: row.id, userId })));
  const [created] = await withRecipients(tx, await selectPosts(tx).where(eq(posts.id, row.id)));
  if (!created) throw new Error("post not stored");
  return created;
}
