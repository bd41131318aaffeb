/**
 * The real app in a process of its own (as in production), so the load generator does not
 * share its event loop. Started by app.ts with BENCH_DATABASE_URL (and BENCH_REDIS_URL for
 * fan-out across processes); reports its port over IPC and exits when the parent goes away.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { destination, pino } from "pino";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectPostgres } from "../src/db/client";
import type { BaseDeps } from "../src/deps";
import { outboxSender } from "../src/outbound/outbox";
import { diskStorage } from "../src/outbound/storage";
import { limitHeapGrowth } from "../src/startup";

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error("bench/server.ts is started by bench/app.ts");

// As main.ts does: the bench measures the memory of the process production runs.
limitHeapGrowth();
const database = connectPostgres(url);
// Production's level (LOG_LEVEL's default, info): the bench pays the request log as production does, written
// to /dev/null instead of a pipe to the container's log.
const log = pino({ level: "info" }, destination({ dest: "/dev/null", sync: true }));
const files = mkdtempSync(join(tmpdir(), "ws-bench-files-"));
const deps: BaseDeps = {
  config: loadConfig({
    NODE_ENV: "test",
    AUTH_RATE_LIMIT: "100000",
    REDIS_URL: process.env.BENCH_REDIS_URL,
    // 0 measures the app without its session cache.
    SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
  }),
  db: database.db,
  mail: outboxSender(database.db, "email"),
  sms: outboxSender(database.db, "sms"),
  storage: diskStorage(files),
};
const app = await buildApp(deps, { logger: log });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no port");

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  rmSync(files, { recursive: true, force: true });
  process.exit(0);
}
process.on("disconnect", close);
process.on("SIGTERM", close);
process.send({ port: address.port });
