import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "../../test/helpers";
import { type Db, rowsOf } from "./client";
import { analyzeChanged } from "./statistics";

let database: Db;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const probe = async () =>
  rowsOf<{ estimate: number; analyzed: number }>(
    await database.db.execute(sql`select c.reltuples::int as estimate, s.analyze_count::int as analyzed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'statistics_probe'`),
  )[0];

describe("the embedded database's analysis", () => {
  it("analyses a table once it changed beyond autovacuum's threshold, and not again until it changes", async () => {
    await database.db.execute(sql`create table statistics_probe (id int)`);
    await database.db.execute(sql`insert into statistics_probe select g from generate_series(1, 5000) g`);
    // The planner knows nothing of the rows yet (-1: never analysed).
    expect((await probe())?.estimate).toBe(-1);
    // The counts of changes reach the statistics views within a second or so.
    await vi.waitFor(
      async () => {
        await analyzeChanged(database.db);
        expect(await probe()).toEqual({ estimate: 5000, analyzed: 1 });
      },
      { timeout: 20_000, interval: 500 },
    );
    await database.db.execute(sql`insert into statistics_probe select g from generate_series(1, 40) g`);
    await analyzeChanged(database.db);
    expect(await probe()).toEqual({ estimate: 5000, analyzed: 1 });
    await database.db.execute(sql`drop table statistics_probe`);
  });
});
