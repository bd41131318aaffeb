import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrl } from "./global-setup";
import { needs } from "./needs";
import { startServer } from "./server-process";

const base = process.env.DATABASE_URL;

// Several processes of one installation start together against one PostgreSQL (CI sets DATABASE_URL).
describe("migrations when several processes start at once", needs({ DATABASE_URL: base }), () => {
  const name = `ws_empty_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  const servers: ReturnType<typeof startServer>[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.child.exitCode === null ? s.child.once("exit", r) : r(0)))),
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("runs them once, in one process, while the others wait and then serve", async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = databaseUrl(base ?? "", name);
    for (let i = 0; i < 3; i++) {
      servers.push(startServer({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), "ws-host-")) }));
    }
    const urls = await Promise.all(servers.map((s) => s.address));
    for (const url of urls) expect((await fetch(`${url}/health`)).status).toBe(200);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    // created_at is the migration's own timestamp from the journal: one row each when it ran once.
    const { rows } = await db.query<{ count: string }>(
      "select count(*) from drizzle.__drizzle_migrations group by created_at",
    );
    await db.end();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => Number(r.count) === 1)).toBe(true);
  }, 90_000);
});
