import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { pino } from "pino";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectPglite, connectPostgres, type Db, pgliteOptions } from "../src/db/client";
import { outbox } from "../src/db/schema";
import type { BaseDeps, Deps } from "../src/deps";
import { outboxSender } from "../src/outbound/outbox";
import { diskStorage, openStorage } from "../src/outbound/storage";
import { type Client, client } from "./client";
import { databaseUrl } from "./global-setup";
import { s3Env } from "./s3";

/** A fresh migrated database of this test file's own; url is set on PostgreSQL. */
export async function createTestDb(): Promise<Db & { url?: string }> {
  const template = inject("templateDatabase");
  const base = process.env.DATABASE_URL;
  if (template && base) {
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = databaseUrl(base, name);
    return { ...connectPostgres(url), url };
  }
  const dump = new Blob([readFileSync(inject("pgliteDump"))]);
  const client = new PGlite({ loadDataDir: dump, ...pgliteOptions });
  await client.waitReady;
  return connectPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's API as a client calls it: `t.api.as(member).get(url)`. */
  api: Client;
  deps: Deps;
  /** A second connection to the same database, as another server process would have (PGlite: the same one). */
  connectAgain(): Db;
  close(): Promise<void>;
}

/** The settings of the storage this test run uses: the run's S3 server in the "s3" project (vitest.config.ts), else none (disk). */
export const storageEnv = (): Record<string, string> =>
  process.env.TEST_STORAGE === "s3" ? s3Env(inject("s3Endpoint")) : {};

/** The real app on a fresh database; mail and SMS land in the outbox table unless senders are given. */
export async function createTestApp(
  env: Record<string, string> = {},
  senders: Partial<Pick<BaseDeps, "mail" | "sms">> = {},
): Promise<TestApp> {
  const database = await createTestDb();
  const config = loadConfig({ NODE_ENV: "test", AUTH_RATE_LIMIT: "1000", ...storageEnv(), ...env });
  const log = pino({ level: process.env.TEST_LOG ?? "silent" });
  const base: BaseDeps = {
    config,
    db: database.db,
    mail: outboxSender(database.db, "email"),
    sms: outboxSender(database.db, "sms"),
    storage: config.S3_BUCKET ? await openStorage(config) : diskStorage(mkdtempSync(join(tmpdir(), "ws-files-"))),
    ...senders,
  };
  const app = await buildApp(base, { logger: log });
  const deps: Deps = { ...base, realtime: app.realtime };
  await app.ready();
  return {
    app,
    api: client(app),
    deps,
    connectAgain: () => (database.url ? connectPostgres(database.url) : { ...database, close: async () => undefined }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The newest message sent to a recipient. */
export async function lastMessage(deps: Deps, recipient: string) {
  const [row] = await deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}
