import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { takeAbandonedUploads } from "../modules/files/files.service";
import { job } from "./schedule";

/**
 * Removes object files whose upload failed (listed as failed for an hour) or never completed
 * (still in progress after a day): the rows in one DELETE, so two processes never take the same
 * file, then the stored bytes. Answers the count.
 */
export async function sweepUploads(deps: Pick<Deps, "db" | "storage">, log: FastifyBaseLogger) {
  const keys = await withSystem(deps.db, (tx) => takeAbandonedUploads(tx));
  for (const key of keys) {
    await deps.storage.remove(key).catch((err: unknown) => {
      log.warn({ err, key }, "upload sweep: stored file not removed");
    });
  }
  return keys.length;
}

/** Runs the sweep now and every 15 minutes; answers a stop function. */
export function scheduleUploadSweep(deps: Pick<Deps, "db" | "storage">, log: FastifyBaseLogger) {
  return job(log, "upload sweep", () => sweepUploads(deps, log)).start(15 * 60_000);
}
