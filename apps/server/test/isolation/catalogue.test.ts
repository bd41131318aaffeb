import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, BODIES, describeGuard, PUBLIC, QUERIES, RAW_BODIES } from "./routes";
import type { Ids } from "./world";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each id's own name in place of its value: what a query sample names. */
const idNames = new Proxy({}, { get: (_, name) => `<${String(name)}>` }) as Ids;

describe("the isolation suite's catalogue", () => {
  it("knows a valid body for every route that takes one, so no route escapes the suite", () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => r.hasBody && !BODIES[r.key]).map((r) => r.key);
    expect(missing).toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    const stale = [...Object.keys(BODIES), ...Object.keys(RAW_BODIES), ...Object.keys(QUERIES), ...PUBLIC].filter(
      (k) => !keys.has(k),
    );
    expect(stale).toEqual([]);
  });

  it("knows where every route naming a company takes it from: a guard reading the path's :companyId, or the query's", () => {
    const routes = apiRoutes(t.app).filter((r) => !PUBLIC.has(r.key));
    const wrong = routes.flatMap((route) => {
      const from = route.guard?.companyFrom;
      const inPath = route.companyIn === "path";
      const inQuery = route.companyIn === "query";
      const problems = [
        inPath && from !== "path" && ":companyId in its path, but its guard does not read it",
        inQuery && from !== "query" && "?companyId= in its query, but its guard does not read it",
        from === "path" && !inPath && "a path guard without :companyId in its path",
        from === "query" && !inQuery && "a query guard without companyId in its query schema",
        from === "query" && !QUERIES[route.key]?.(idNames).companyId && "no companyId in its QUERIES sample",
      ];
      return problems.filter(Boolean).map((problem) => `${route.key}: ${problem}`);
    });
    expect(wrong).toEqual([]);
    // No public route has a guard, and no sample names a company the route's guard does not read.
    expect(
      apiRoutes(t.app)
        .filter((r) => PUBLIC.has(r.key) && r.guard)
        .map((r) => r.key),
    ).toEqual([]);
    const query = new Set(routes.filter((r) => r.guard?.companyFrom === "query").map((r) => r.key));
    const stray = Object.keys(QUERIES).filter((key) => QUERIES[key]?.(idNames).companyId && !query.has(key));
    expect(stray).toEqual([]);
    expect(query.size).toBeGreaterThan(20);
  });

  it("lists every route's guard as reviewed: where its company comes from, the permission, feature and guests it requires", async () => {
    // A new route, or a guard changed (a permission dropped, the company read from elsewhere), changes
    // this file: reviewed with the change (`-u`); permissions.test.ts sweeps what the file says.
    const guards = Object.fromEntries(
      apiRoutes(t.app)
        .sort((x, y) => (x.url === y.url ? x.method.localeCompare(y.method) : x.url.localeCompare(y.url)))
        .map((route) => [route.key, PUBLIC.has(route.key) ? "public" : describeGuard(route.guard)]),
    );
    await expect(`${JSON.stringify(guards, null, 2)}\n`).toMatchFileSnapshot("./guards.snap.json");
  });
});
