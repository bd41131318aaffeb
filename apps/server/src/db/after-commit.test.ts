import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/helpers";
import { afterCommit, type Db, withTenant } from "./client";

let database: Db;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

describe("afterCommit", () => {
  it("runs once the tenant transaction has committed, not before", async () => {
    const events: string[] = [];
    await withTenant(database.db, {}, async (tx) => {
      afterCommit(tx, () => events.push("sent"));
      await tx.execute(sql`select 1`);
      events.push("still in the transaction");
    });
    expect(events).toEqual(["still in the transaction", "sent"]);
  });

  it("never runs when the transaction rolls back", async () => {
    const events: string[] = [];
    const failing = withTenant(database.db, {}, async (tx) => {
      afterCommit(tx, () => events.push("sent"));
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();
    expect(events).toEqual([]);
  });

  it("refuses a transaction that is not a tenant transaction", async () => {
    await expect(database.db.transaction(async (tx) => afterCommit(tx, () => {}))).rejects.toThrow(/withTenant/);
  });
});
