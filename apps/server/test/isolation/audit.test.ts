import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../src/db/client";
import { signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, type Route, request } from "./routes";
import { makeSide, type Side, snapshot } from "./world";

/**
 * Write routes that may succeed without an event in their company's audit log, with the reason
 * (docs/audit.md). Every other write that answers 2xx must leave at least one.
 */
const NO_EVENT: Record<string, string> = {
  "POST /api/users/forgot-password": "answers before any work, and a reset request is account data",
  "PUT /api/users/:userId/language": "account data (users), in no company",
  "PUT /api/users/:userId/name": "account data (users), in no company",
  "PUT /api/users/:userId/avatar": "account data (user_avatars), in no company",
  "POST /api/users/:userId/sessions/end-others": "sessions are account data, in no company",
  "POST /api/users/:userId/email": "a pending email change is account data",
  "POST /api/users/:userId/phone": "a pending phone change is account data",
  "POST /api/companies/mail-templates/preview": "renders a text, writes nothing",
  "POST /api/e-sign/verify": "checks an uploaded PDF, writes nothing",
  "POST /api/companies/:companyId/e-signs/:esignId/remind":
    "writes only to esign_events (its own evidence chain) and notifications, both excluded",
  "PUT /api/companies/mail-templates/:mailTemplateId":
    "its twin with a trailing slash ran first with the same body: only updated_at (bookkeeping) moves",
};

let t: TestApp;
let a: Side;
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
  await makeSide(t, "B");
}, 120_000);
afterAll(() => t.close());

const rank = (route: Route) => {
  if (route.method === "DELETE") return 3;
  if (/\/(settings|info|permissions|massedit)$|\/users\/:userId$/.test(route.url)) return 2;
  return 1;
};

async function lastEventId(companyId: string) {
  const [row] = rowsOf<{ id: number }>(
    await t.deps.db.execute(
      sql`select coalesce(max(id), 0)::int as id from audit_events where company_id = ${companyId}`,
    ),
  );
  return row?.id ?? 0;
}

/** The events after `after` in the company, as "kind action" in the order they were written. */
async function eventsAfter(companyId: string, after: number) {
  const rows = rowsOf<{ kind: string; action: string }>(
    await t.deps.db.execute(
      sql`select kind, action from audit_events where company_id = ${companyId} and id > ${after} order by id`,
    ),
  );
  return rows.map((row) => `${row.kind} ${row.action}`);
}

describe("the audit log of every write route", () => {
  it("leaves exactly the events expected of each write, and at least one for every write that changes its rows", async () => {
    const writes = apiRoutes(t.app)
      .filter((route) => route.method !== "GET")
      .sort((x, y) => rank(x) - rank(y));
    let token = await signIn(t.app, a.adminEmail);
    const silent: string[] = [];
    let succeeded = 0;
    const recorded: Record<string, string[]> = {};
    for (const route of writes) {
      if ((await t.api.as(token).get("/api/companies")).statusCode === 401) token = await signIn(t.app, a.adminEmail);
      const before = await lastEventId(a.ids.companyId);
      const rows = await snapshot(t, a.ids.companyId);
      const response = await t.api.as(token).send(request(route, a.ids));
      if (response.statusCode >= 300) continue;
      succeeded++;
      const events = await eventsAfter(a.ids.companyId, before);
      recorded[route.key] = events;
      if (events.length > 0 || route.key in NO_EVENT) continue;
      // A write that changed nothing (the member already in the role, the same settings again) records nothing.
      if (JSON.stringify(await snapshot(t, a.ids.companyId)) !== JSON.stringify(rows)) silent.push(route.key);
    }
    expect(silent).toEqual([]);
    expect(succeeded).toBeGreaterThan(60);
    // Exactly the events expected of each route, in order: a change of what a write records (an
    // event lost, a new one, another kind) shows in this file and is reviewed with the change.
    await expect(`${JSON.stringify(recorded, null, 2)}\n`).toMatchFileSnapshot("./audit-events.snap.json");
    // Every write of the route table in turn, each with two snapshots of the company: longer than the default.
  }, 180_000);
});
