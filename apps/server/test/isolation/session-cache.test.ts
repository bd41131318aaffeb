import { allFeatures } from "@app/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../src/db/client";
import { companies, companyUsers, users } from "../../src/db/schema";
import { type FoundSession, findSession } from "../../src/plugins/auth";
import { sessionsChanged } from "../../src/plugins/session-cache";
import { signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, type Route, request } from "./routes";
import { makeSide, type Side } from "./world";

/**
 * The session cache never serves what the database no longer says: after every write route of the
 * route table, each fixture session's kept answer for each company (and for none) equals a fresh
 * lookup. A write path that changes sessions, memberships, permissions or company features without
 * calling sessionsChanged fails here (docs/security.md, "The session cache").
 */

let t: TestApp;
let a: Side;
let b: Side;
beforeAll(async () => {
  // Longer than the test: only an invalidation removes an answer.
  t = await createTestApp({ SESSION_CACHE_SECONDS: "300" });
  a = await makeSide(t, "A");
  b = await makeSide(t, "B");
}, 120_000);
afterAll(() => t.close());

const rank = (route: Route) => {
  if (route.method === "DELETE") return 3;
  if (/\/(settings|info|permissions|massedit)$|\/users\/:userId$|\/logout$|\/gdpr-erase$/.test(route.url)) return 2;
  return 1;
};

/** What a lookup answers, comparable: permissions sorted. */
const plain = (found: FoundSession | null | undefined) =>
  found && {
    user: found.user,
    expiresAt: found.expiresAt.toISOString(),
    membership: found.membership && { ...found.membership, permissions: [...found.membership.permissions].sort() },
  };

/**
 * Before a route whose sample body would leave what a lookup answers as it is, the state its body
 * changes (written as a service would, sessionsChanged included): the write must then drop it.
 */
const STAGES: Record<string, (t: TestApp, a: Side) => Promise<void>> = {
  "PUT /api/companies/:companyId/settings": (t, a) =>
    withTenant(t.deps.db, { companyIds: [a.ids.companyId] }, async (tx) => {
      const enabledFeatures = { ...allFeatures, customers: false };
      await tx.update(companies).set({ enabledFeatures }).where(eq(companies.id, a.ids.companyId));
      sessionsChanged(tx, { companyId: a.ids.companyId });
    }),
  "PUT /api/companies/:companyId/users/:userId": (t, a) => blockWebLogin(t, a),
  "POST /api/companies/:companyId/users/massedit": (t, a) => blockWebLogin(t, a),
};

/** userId's web login blocked in the company (both bodies above lift it). */
const blockWebLogin = (t: TestApp, a: Side) =>
  withTenant(t.deps.db, { companyIds: [a.ids.companyId] }, async (tx) => {
    await tx
      .update(companyUsers)
      .set({ features: sql`jsonb_set(${companyUsers.features}, '{denyLoginOnWeb}', 'true'::jsonb)` })
      .where(and(eq(companyUsers.companyId, a.ids.companyId), eq(companyUsers.userId, a.ids.userId)));
    sessionsChanged(tx, { userId: a.ids.userId });
  });

async function emailOf(userId: string) {
  const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no such user");
  return row.email;
}

describe("the session cache after every write route", () => {
  it("keeps no answer the database no longer gives", async () => {
    const cache = t.app.sessionCache;
    const companies = [a.ids.companyId, b.ids.companyId, null];
    const other = { id: a.ids.userId, email: a.ids.userEmail };
    const erasable = await emailOf(a.ids.eraseUserId);
    let admin = a.token;
    let otherToken = await signIn(t.app, other.email);
    // Every kind of session the writes may touch: the actor (and a second session of theirs), the
    // member the routes act on (twice), the member erased, a reader, a guest, and company B's.
    const sessions = new Set([
      admin,
      await signIn(t.app, a.adminEmail),
      otherToken,
      await signIn(t.app, other.email),
      await signIn(t.app, erasable),
      a.reader.token,
      a.guest.token,
      b.token,
      b.reader.token,
      b.guest.token,
    ]);
    const writes = apiRoutes(t.app)
      .filter((route) => route.method !== "GET")
      .sort((x, y) => rank(x) - rank(y));
    const stale: string[] = [];
    const succeeded: string[] = [];
    for (const route of writes) {
      if ((await t.api.as(admin).get("/api/companies")).statusCode === 401) {
        admin = await signIn(t.app, a.adminEmail);
        sessions.add(admin);
      }
      if ((await t.api.as(otherToken).get("/api/companies")).statusCode === 401) {
        otherToken = await signIn(t.app, other.email).catch(() => otherToken);
        sessions.add(otherToken);
      }
      await STAGES[route.key]?.(t, a);
      for (const token of sessions) for (const companyId of companies) await cache.find(token, companyId);
      let response = await t.api.as(admin).send(request(route, a.ids));
      // The routes of one's own account (password, sessions, email) are sent by their owner.
      // (Another's account answers 404, as if it did not exist.)
      if (response.statusCode === 404 && route.url.startsWith("/api/users/:userId/")) {
        response = await t.api.as(otherToken).send(request(route, a.ids));
      }
      if (response.statusCode < 300) succeeded.push(route.key);
      for (const token of sessions) {
        for (const companyId of companies) {
          const kept = cache.peek(token, companyId);
          if (kept === undefined) continue;
          const fresh = await findSession(t.deps.db, token, companyId);
          if (JSON.stringify(plain(kept)) !== JSON.stringify(plain(fresh))) {
            stale.push(`${route.key}: ${JSON.stringify(plain(kept))} kept, ${JSON.stringify(plain(fresh))} now`);
          }
        }
      }
    }
    expect(stale).toEqual([]);
    // The writes that change what a lookup answers did run.
    expect(succeeded).toEqual(
      expect.arrayContaining([
        "POST /api/logout",
        "POST /api/users/:userId/sessions/end-others",
        "PUT /api/users/:userId/permissions",
        "PUT /api/companies/:companyId/settings",
        "PUT /api/companies/:companyId/users/:userId",
        "POST /api/companies/:companyId/users/massedit",
        "POST /api/companies/:companyId/users/:userId/gdpr-erase",
        "DELETE /api/companies/:companyId/users/:userId",
      ]),
    );
    expect(succeeded.length).toBeGreaterThan(60);
  }, 600_000);
});
