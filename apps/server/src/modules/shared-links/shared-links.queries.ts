import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, publications, sharedLinks, users } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

const selectLinks = (tx: Tx) =>
  tx
    .select({
      id: sharedLinks.id,
      publicationId: sharedLinks.publicationId,
      publicationName: publications.name,
      createdBy: sharedLinks.createdBy,
      createdByName: users.name,
      createdAt: sharedLinks.createdAt,
      expiresAt: sharedLinks.expiresAt,
      revokedAt: sharedLinks.revokedAt,
    })
    .from(sharedLinks)
    .innerJoin(publications, eq(publications.id, sharedLinks.publicationId))
    .leftJoin(users, eq(users.id, sharedLinks.createdBy));

type Row = Awaited<ReturnType<typeof selectLinks>>[number];

const toLink = (row: Row) => ({
  id: row.id,
  publication: { id: row.publicationId, name: row.publicationName },
  createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? "" } : null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
});

/** The company's time zone: a link's expiry day ends at its midnight. */
export async function companyTimeZone(tx: Tx, companyId: string) {
  const [row] = await tx.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.timeZone;
}

export async function insertLink(tx: Tx, values: typeof sharedLinks.$inferInsert) {
  const [row] = await tx.insert(sharedLinks).values(values).returning({ id: sharedLinks.id });
  if (!row) throw new Error("link not stored");
  return row.id;
}

export async function findLink(tx: Tx, companyId: string, id: string) {
  const [row] = await selectLinks(tx).where(and(eq(sharedLinks.companyId, companyId), eq(sharedLinks.id, id)));
  return row ? toLink(row) : null;
}

/** Links of one object, or (without publicationId) the company's live links on objects the viewer sees. */
export async function listLinks(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  options: { publicationId?: string; limit: number; offset: number },
) {
  const rows = await selectLinks(tx)
    .where(
      and(
        eq(sharedLinks.companyId, companyId),
        visibleTo(viewer),
        options.publicationId
          ? eq(sharedLinks.publicationId, options.publicationId)
          : and(isNull(sharedLinks.revokedAt), gt(sharedLinks.expiresAt, new Date())),
      ),
    )
    .orderBy(desc(sharedLinks.createdAt), desc(sharedLinks.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toLink);
}

export async function revokeLink(tx: Tx, companyId: string, id: string) {
  await tx
    .update(sharedLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(sharedLinks.companyId, companyId), eq(sharedLinks.id, id), isNull(sharedLinks.revokedAt)));
}

/** The object behind a live link to an active object (run in the link's company scope). */
export async function openLink(tx: Tx, companyId: string, tokenHash: string) {
  const [row] = await tx
    .select({
      type: publications.type,
      name: publications.name,
      description: publications.description,
      body: publications.body,
      objectNumber: publications.objectNumber,
      periodDate: publications.periodDate,
      companyName: companies.name,
      expiresAt: sharedLinks.expiresAt,
    })
    .from(sharedLinks)
    .innerJoin(publications, eq(publications.id, sharedLinks.publicationId))
    .innerJoin(companies, eq(companies.id, sharedLinks.companyId))
    .where(
      and(
        eq(sharedLinks.companyId, companyId),
        eq(sharedLinks.tokenHash, tokenHash),
        isNull(sharedLinks.revokedAt),
        gt(sharedLinks.expiresAt, new Date()),
        eq(publications.status, "active"),
      ),
    );
  if (!row) return null;
  const { companyName, expiresAt, ...rest } = row;
  return { ...rest, type: rest.type as never, company: { name: companyName }, expiresAt: expiresAt.toISOString() };
}
