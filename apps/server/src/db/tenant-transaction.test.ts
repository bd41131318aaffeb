import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/helpers";
import { needs } from "../../test/needs";
import { afterCommit, connectPostgres, type Database, type Db, rowsOf, withTenant } from "./client";

/**
 * A TCP proxy in front of PostgreSQL that counts what arrives from the app: a statement that waits
 * for the answer before it is sent always arrives as a chunk of its own.
 */
async function countingProxy(target: URL) {
  const counter = { chunks: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on("data", (data) => {
      counter.chunks++;
      upstream.write(data);
    });
    upstream.on("data", (data) => client.write(data));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { url: url.toString(), counter, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** On PostgreSQL and on PGlite: a connection of its own, so each transaction follows the last one on it. */
describe("tenant transactions", () => {
  let database: Db & { url?: string };
  let one: Db;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDb();
    one = database.url ? connectPostgres(database.url, { max: 1 }) : database;
    db = one.db;
  });
  afterAll(async () => {
    if (one !== database) await one.close();
    await database.close();
  });

  it("run a statement fn sends at once, before any await, inside the transaction with the role and scope", async () => {
    const companyId = "00000000-0000-4000-8000-000000000001";
    const rows = await withTenant(db, { companyIds: [companyId] }, (tx) =>
      tx
        .execute(
          sql`select current_user as role, current_setting('app.company_ids') as scope,
                     now() = statement_timestamp() as outside`,
        )
        .then(rowsOf),
    );
    expect(rows).toEqual([{ role: "app_user", scope: companyId, outside: false }]);
  });

  it("answer with the scope's error even when fn swallows the error of its own statement", async () => {
    const swallowed = withTenant(db, { userId: "x\u0000y" }, (tx) =>
      tx.execute(sql`select 1`).then(
        () => "answered",
        () => "answered",
      ),
    );
    // A NUL byte is not valid text to PostgreSQL: the scope's set_config fails.
    await expect(swallowed).rejects.toThrow(/set_config/);
  });

  it("refuse to commit a transaction a failed statement aborted, and tell nobody it committed", async () => {
    const told: string[] = [];
    const swallowed = withTenant(db, {}, async (tx) => {
      afterCommit(tx, () => told.push("committed"));
      await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      return "answered";
    });
    await expect(swallowed).rejects.toThrow(/rolled back/);
    expect(told).toEqual([]);
  });

  it("refuse a statement fn sends after it has returned", async () => {
    let late: Promise<unknown> | undefined;
    await withTenant(db, {}, async (tx) => {
      late = new Promise((resolve) => setImmediate(resolve)).then(() => tx.execute(sql`select current_user`));
      late.catch(() => undefined);
    });
    await expect(late).rejects.toThrow(/select current_user/);
    const next = await withTenant(db, {}, async (tx) =>
      rowsOf<{ role: string }>(await tx.execute(sql`select current_user as role`)),
    );
    expect(next).toEqual([{ role: "app_user" }]);
  });

  it("roll back on an error, answer with that error, and leave the connection usable", async () => {
    const failing = withTenant(db, {}, async (tx) => {
      await tx.execute(sql`select set_config('app.probe', 'written', false)`);
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: "22012" } });
    // The session-wide setting was rolled back with the transaction, on the one connection.
    const after = await withTenant(db, {}, async (tx) =>
      rowsOf<{ probe: string | null }>(await tx.execute(sql`select current_setting('app.probe', true) as probe`)),
    );
    expect(after[0]?.probe ?? "").toBe("");
  });

  it("roll back a nested transaction to its savepoint and keep the outer one", async () => {
    const seen = await withTenant(db, {}, async (tx) => {
      await tx.execute(sql`select set_config('app.probe', 'outer', true)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`select set_config('app.probe', 'inner', true)`);
          throw new Error("undo the inner part");
        })
        .catch(() => undefined);
      return rowsOf<{ probe: string }>(await tx.execute(sql`select current_setting('app.probe') as probe`));
    });
    expect(seen).toEqual([{ probe: "outer" }]);
  });
});

describe("tenant transactions on PostgreSQL", needs({ DATABASE_URL: process.env.DATABASE_URL }), () => {
  let database: Db & { url?: string };
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let proxied: Db;
  beforeAll(async () => {
    database = await createTestDb();
    proxy = await countingProxy(new URL(database.url as string));
    proxied = connectPostgres(proxy.url, { max: 1 });
    await proxied.db.execute(sql`select 1`);
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  it("reach the database in two round trips: begin, the scope and the first statement; then commit", async () => {
    proxy.counter.chunks = 0;
    const rows = await withTenant(proxied.db, { companyIds: [] }, async (tx) =>
      rowsOf<{ role: string }>(await tx.execute(sql`select current_user as role`)),
    );
    expect(rows).toEqual([{ role: "app_user" }]);
    expect(proxy.counter.chunks).toBe(2);
  });

  it("send each later statement when it is asked for, inside the same transaction", async () => {
    proxy.counter.chunks = 0;
    const [first, second] = await withTenant(proxied.db, {}, async (tx) => [
      rowsOf<{ id: string }>(await tx.execute(sql`select txid_current()::text as id`))[0]?.id,
      rowsOf<{ id: string }>(await tx.execute(sql`select txid_current()::text as id`))[0]?.id,
    ]);
    expect(first).toBe(second);
    expect(proxy.counter.chunks).toBe(3);
  });
});
