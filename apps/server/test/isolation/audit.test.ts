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

async function eventCount(companyId: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.deps.db.execute(sql`select count(*)::int as n from audit_events where company_id = ${companyId}`),
  );
  return row?.n ?? 0;
}

describe("the audit log of every write route", () => {
  it("has at least one event in the company for every write that succeeds and changes its rows", async () => {
    const writes = apiRoutes(t.app)
      .filter((route) => route.method !== "GET")
      .sort((x, y) => rank(x) - rank(y));
    let token = await signIn(t.app, a.adminEmail);
    const silent: string[] = [];
    let succeeded = 0;
    for (const route of writes) {
      if ((await t.api.as(token).get("/api/companies")).statusCode === 401) token = await signIn(t.app, a.adminEmail);
      const before = await eventCount(a.ids.companyId);
      const rows = await snapshot(t, a.ids.companyId);
      const response = await t.api.as(token).send(request(route, a.ids));
      if (response.statusCode >= 300) continue;
      succeeded++;
      if ((await eventCount(a.ids.companyId)) > before || route.key in NO_EVENT) continue;
      // A write that changed nothing (the member already in the role, the same settings again) records nothing.
      if (JSON.stringify(await snapshot(t, a.ids.companyId)) !== JSON.stringify(rows)) silent.push(route.key);
    }
    expect(silent).toEqual([]);
    expect(succeeded).toBeGreaterThan(60);
  });
});
