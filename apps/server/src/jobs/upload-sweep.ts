import { and, eq, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { publicationFiles } from "../db/schema";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";

const olderThan = (interval: string) => lt(publicationFiles.createdAt, sql`now() - ${interval}::interval`);

/**
 * Removes object files whose upload failed (listed as failed for an hour) or never completed
 * (still in progress after a day): the rows in one DELETE, so two processes never take the same
 * file, then the stored bytes. Answers the count.
 */
export async function sweepUploads(deps: Pick<Deps, "db" | "storage">, log: FastifyBaseLogger) {
  const removed = await withSystem(deps.db, (tx) =>
    tx
      .delete(publicationFiles)
      .where(
        or(
          and(eq(publicationFiles.uploadStatus, "ERROR"), olderThan("1 hour")),
          and(eq(publicationFiles.uploadStatus, "INPROGRESS"), olderThan("1 day")),
        ),
      )
      .returning({ storageKey: publicationFiles.storageKey }),
  );
  for (const { storageKey } of removed) {
    await deps.storage.remove(storageKey).catch((err: unknown) => {
      log.warn({ err, key: storageKey }, "upload sweep: stored file not removed");
    });
  }
  return removed.length;
}
