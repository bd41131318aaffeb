import type { FastifyBaseLogger } from "fastify";
import { analyzeChanged } from "../db/statistics";
import type { Deps } from "../deps";
import { job } from "./schedule";

/**
 * The embedded database's autovacuum analysis (db/statistics.ts) every minute; PostgreSQL's own
 * autovacuum does it where DATABASE_URL is set, so nothing runs there. Answers a stop function.
 */
export function scheduleEmbeddedStatistics(deps: Pick<Deps, "db" | "config">, log: FastifyBaseLogger) {
  if (deps.config.DATABASE_URL) return () => {};
  return job(log, "embedded database statistics", () => analyzeChanged(deps.db)).start(60_000);
}
