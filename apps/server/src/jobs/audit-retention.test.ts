import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../test/fixtures";
import { rowsOf, withTenant } from "../db/client";
import { verifyChain } from "../modules/audit/audit.service";
import { purgeAuditEvents } from "./audit-retention";

const { t, fx } = appWithTwoCompanies(["CompanyAccountAdmin", "CategoriesAndStatuses", "AuditLogs"]);

const settings = (companyId: string) => `/api/companies/${companyId}/settings`;
const categories = (companyId: string) => `/api/companies/${companyId}/categories`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
const yearsAfter = (at: Date, years: number) => {
  const later = new Date(at);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

interface Row {
  id: string;
  action: string;
  kind: string;
  actor_user_id: string | null;
  changes: Record<string, [unknown, unknown]> | null;
}
const eventsOf = async (companyId: string) =>
  rowsOf<Row>(
    await t.deps.db.execute(
      sql`select id::text, action, kind, actor_user_id, changes from audit_events
          where company_id = ${companyId} order by audit_events.id`,
    ),
  );

async function addCategories(companyId: string, token: string, names: string[]) {
  for (const name of names) {
    const response = await t.api.as(token).post(categories(companyId), { name, color: 1 });
    expect(response.statusCode).toBe(201);
  }
}

describe("audit retention", () => {
  it("removes a company's events older than its setting, keeps the newer ones and other companies', and the chain verifies", async () => {
    const a = fx.a.company.id;
    const b = fx.b.company.id;
    const read = (await t.api.as(fx.a).get(settings(a))).json();
    expect((await t.api.as(fx.a).put(settings(a), { ...read, auditRetentionYears: 1 })).statusCode).toBe(200);
    await addCategories(a, fx.a.token, ["Old 1", "Old 2"]);
    await addCategories(b, fx.b.token, ["B 1", "B 2"]);
    await pause();
    const cutoff = new Date();
    await pause();
    await addCategories(a, fx.a.token, ["New 1", "New 2"]);
    const before = await eventsOf(a);
    const bBefore = await eventsOf(b);
    const kept = before.filter((e) => JSON.stringify(e.changes).includes("New "));
    expect(kept).toHaveLength(2);

    // A year after the cutoff: company A (1 year) loses what came before it; B (7 years) nothing.
    const removed = await purgeAuditEvents(t.deps, yearsAfter(cutoff, 1));
    expect(removed).toBe(before.length - kept.length);
    const after = await eventsOf(a);
    expect(after.slice(0, -1)).toEqual(kept);
    const purge = after.at(-1);
    expect(purge).toMatchObject({ action: "purge", kind: "audit_events", actor_user_id: null });
    expect(purge?.changes).toEqual({ before: [null, expect.any(String)], removed: [null, removed] });
    expect(Date.parse(String(purge?.changes?.before?.[1]))).toBe(cutoff.getTime());
    expect(await eventsOf(b)).toEqual(bBefore);
    expect((await verifyChain(t.deps.db, a)).broken).toBeNull();
    expect((await verifyChain(t.deps.db, b)).broken).toBeNull();

    // The purge event is readable through the API like any other.
    const listed = await t.api.as(fx.a).get(`/api/companies/${a}/audit?action=purge`);
    expect(listed.json().items).toHaveLength(1);

    // Nothing left to remove: no second event.
    expect(await purgeAuditEvents(t.deps, yearsAfter(cutoff, 1))).toBe(0);
    expect(await eventsOf(a)).toEqual(after);

    // Everything older than the cutoff: the chain is anchored at the head, and goes on from there.
    const everything = await purgeAuditEvents(t.deps, yearsAfter(new Date(Date.now() + 60_000), 1));
    expect(everything).toBe(after.length);
    expect((await eventsOf(a)).map((e) => e.action)).toEqual(["purge"]);
    expect((await verifyChain(t.deps.db, a)).broken).toBeNull();
    await addCategories(a, fx.a.token, ["After"]);
    expect(await verifyChain(t.deps.db, a)).toEqual({ events: 2, broken: null });
    expect(await eventsOf(b)).toEqual(bBefore);
  });

  it("removes in batches when there are many", async () => {
    const b = fx.b.company.id;
    await t.deps.db.execute(
      sql`select audit_append(${b}::uuid, 'export', 'batch_test', i::text, null, null) from generate_series(1, 12000) i`,
    );
    await pause();
    const count = (await eventsOf(b)).length;
    expect(count).toBeGreaterThan(10_000);
    // Seven years on, both companies lose every event: B in two batches of 10,000 (audit_purge).
    const removed = await purgeAuditEvents(t.deps, yearsAfter(new Date(), 7));
    expect(removed).toBe(count + 2);
    expect((await eventsOf(b)).map((e) => e.action)).toEqual(["purge"]);
    expect((await verifyChain(t.deps.db, b)).broken).toBeNull();
  });

  it("may not be run by the application's role", async () => {
    const refused = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.execute(sql`select audit_purge(${fx.a.company.id}::uuid, now() + interval '1 day')`),
    ).then(
      () => null,
      (error: Error) => String(error.cause),
    );
    expect(refused).toMatch(/permission denied for function audit_purge/);
    const system = await withTenant(t.deps.db, { companyIds: [] }, (tx) =>
      tx.execute(sql`select set_config('app.system', 'on', true), audit_purge(${fx.a.company.id}::uuid, now())`),
    ).then(
      () => null,
      (error: Error) => String(error.cause),
    );
    expect(system).toMatch(/permission denied for function audit_purge/);
    expect((await eventsOf(fx.a.company.id)).length).toBeGreaterThan(0);
  });
});
