import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, client } from "../../test/client";
import { createObject } from "../../test/factories";
import { type TwoCompanies, twoCompanies } from "../../test/fixtures";
import { createTestDb } from "../../test/helpers";
import { needs } from "../../test/needs";
import { editor } from "../../test/objects";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { connectPostgres, type Db } from "../db/client";
import type { BaseDeps, Deps } from "../deps";
import { outboxSender } from "../outbound/outbox";
import { diskStorage } from "../outbound/storage";

/** The real app on db, its log lines kept for the test to read. */
async function appOn(database: Db) {
  const lines: string[] = [];
  const log = pino(new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }));
  const base: BaseDeps = {
    config: loadConfig({ NODE_ENV: "test", AUTH_RATE_LIMIT: "1000" }),
    db: database.db,
    mail: outboxSender(database.db, "email"),
    sms: outboxSender(database.db, "sms"),
    storage: diskStorage(mkdtempSync(join(tmpdir(), "ws-files-"))),
  };
  const app = await buildApp(base, { logger: log });
  await app.ready();
  const deps: Deps = { ...base, realtime: app.realtime };
  return { app, deps, lines, api: client(app) };
}

const noticesUrl = (companyId: string) => `/api/companies/${companyId}/notices`;

describe("a disk-full error of the database", () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let t: Awaited<ReturnType<typeof appOn>>;
  let fx: TwoCompanies;
  beforeAll(async () => {
    database = await createTestDb();
    t = await appOn(database);
    fx = await twoCompanies(t, [...editor, "DocumentReminders"]);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it("answers 507 and logs the statement without its values (a reminder's title)", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Lease" });
    // The database refuses the insert as PostgreSQL does when it cannot extend a file.
    await t.deps.db.execute(
      sql.raw(`create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/1/2": No space left on device' using errcode = '53100'; end $$`),
    );
    await t.deps.db.execute(
      sql.raw("create trigger test_disk_full before insert on notices for each row execute function test_disk_full()"),
    );
    const title = "Planted secret title 7f3a";
    const response = await t.api
      .as(fx.a)
      .post(noticesUrl(fx.a.company.id), { publicationId: object.id, title, enddate: "2030-01-01" });
    await t.deps.db.execute(sql.raw("drop trigger test_disk_full on notices"));
    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({ code: "STORAGE_FULL" });
    const logged = t.lines.filter((line) => line.includes("disk full"));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({ query: expect.stringContaining("insert into") });
    expect(t.lines.join("\n")).not.toContain(title);
  });
});

describe("a database that cannot be reached", () => {
  it("answers 503 with Retry-After when the pool's server refuses connections", async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const database = connectPostgres(`postgresql://postgres@127.0.0.1:${port}/postgres`);
    const t = await appOn(database);
    try {
      const response = await t.api.anonymous().post("/api/authorize?appId=web", { email: "a@b.test", password: "x" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toMatchObject({ code: "UNAVAILABLE" });
    } finally {
      await t.app.close();
      await database.close();
    }
  });
});

const postgres = needs({ DATABASE_URL: process.env.DATABASE_URL });
describe("database connections terminated under a request (PostgreSQL)", postgres, () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let t: Awaited<ReturnType<typeof appOn>>;
  let fx: TwoCompanies;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDb();
    t = await appOn(database);
    fx = await twoCompanies(t, [...editor, "DocumentReminders"]);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.app.close();
    await database.close();
  });

  /** The app's connections waiting for a lock: the request's own query, held mid-request. */
  const waiting = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      )
    ).rows.map((row) => row.pid);

  it("answers 503 with Retry-After, then serves the next request on a new connection", async () => {
    const api: Client = t.api;
    const url = noticesUrl(fx.a.company.id);
    expect((await api.as(fx.a).get(url)).statusCode).toBe(200);
    await admin.query("begin");
    await admin.query("lock table notices in access exclusive mode");
    const pending = api.as(fx.a).get(url);
    let pids: number[] = [];
    for (let tries = 0; tries < 500 && pids.length === 0; tries++) pids = await waiting();
    expect(pids.length).toBeGreaterThan(0);
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
    const response = await pending;
    await admin.query("rollback");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      code: "UNAVAILABLE",
      message: "The database did not answer in time. Please try again.",
    });
    expect((await api.as(fx.a).get(url)).statusCode).toBe(200);
  });
});
