import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../deps";
import { deleteExpiredKeys } from "../plugins/idempotency";
import { job } from "./schedule";

/** Removes the answers kept longer than 24 hours (plugins/idempotency.ts) now and every hour; answers a stop function. */
export function scheduleIdempotencyExpiry(deps: Pick<Deps, "db">, log: FastifyBaseLogger) {
  return job(log, "idempotency keys expiry", () => deleteExpiredKeys(deps.db)).start(60 * 60_000);
}
