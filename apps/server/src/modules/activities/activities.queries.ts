import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { groups, publications, publicationWatches } from "../../db/schema";
import { listColumns, lockUser, toListItem } from "../publications/publications.columns";
import { type Viewer, visibleTo } from "../publications/publications.policy";

/** Objects the viewer watches in the company, newest watch first. */
export async function listWatched(tx: Tx, companyId: string, viewer: Viewer, page: { limit: number; offset: number }) {
  const rows = await tx
    .select(listColumns)
    .from(publicationWatches)
    .innerJoin(publications, eq(publications.id, publicationWatches.publicationId))
    .leftJoin(groups, eq(groups.id, publications.groupId))
    .leftJoin(lockUser, eq(lockUser.id, publications.lockedBy))
    .where(
      and(eq(publicationWatches.companyId, companyId), eq(publicationWatches.userId, viewer.userId), visibleTo(viewer)),
    )
    .orderBy(desc(publicationWatches.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toListItem);
}
