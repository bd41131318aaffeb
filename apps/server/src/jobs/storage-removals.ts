import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../deps";
import { removeQueuedFiles } from "../modules/gdpr/erase.service";
import { job } from "./schedule";

/**
 * Removes the stored files queued in storage_removals (by a GDPR erasure, in its own transaction)
 * at start and then every minute, until the storage confirms each one; a failure is retried with a
 * backoff (modules/gdpr/erase.service.ts, removeQueuedFiles). Answers a stop function.
 */
export function scheduleStorageRemovals(deps: Pick<Deps, "db" | "storage">, log: FastifyBaseLogger) {
  return job(log, "storage removals", () => removeQueuedFiles(deps)).start(60_000);
}
