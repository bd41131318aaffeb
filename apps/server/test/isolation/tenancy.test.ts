import { ErrorCode } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodMiniObject } from "zod/mini";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, companyRoutes, PUBLIC, pathParams, QUERIES, type Route, request } from "./routes";
import { type Ids, makeSide, marker, type Side, snapshot } from "./world";

let t: TestApp;
let a: Side;
let b: Side;
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
  b = await makeSide(t, "B");
}, 120_000);
afterAll(() => t.close());

const bIds = () => Object.values(b.ids);

/** Each id's own name in place of its value: which ids a route's query sample takes. */
const idNames = new Proxy({}, { get: (_, name) => `<${String(name)}>` }) as Ids;
/** The ids a route takes besides its company, in its path or its query string. */
const idsTaken = (route: Route) => [
  ...pathParams(route).filter((name) => name !== "companyId"),
  ...Object.entries(QUERIES[route.key]?.(idNames) ?? {})
    .filter(([name, value]) => name !== "companyId" && value.startsWith("<"))
    .map(([name]) => name),
];

describe("one company's user against another company's data", () => {
  it("answers 403 for every route of a company the user is not in, its path's company or its query's, and changes nothing there", async () => {
    const before = await snapshot(t, b.ids.companyId);
    // Every route with a company guard or naming a company (catalogue.test.ts: every route naming one has a guard reading it).
    const routes = companyRoutes(t.app);
    expect(routes.filter((r) => r.companyIn === "path").length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.companyIn === "query").length).toBeGreaterThan(20);
    let checked = 0;
    for (const route of routes) {
      const response = await t.api.as(a).send(request(route, b.ids));
      expect(response.statusCode, route.key).toBe(403);
      expect(response.json().code, route.key).toBe("FORBIDDEN");
      checked++;
    }
    expect(checked).toBe(routes.length);
    expect(await snapshot(t, b.ids.companyId)).toEqual(before);
  });

  it("answers 404 for another company's ids used through one's own company, in the path or the query, and changes nothing", async () => {
    const before = await snapshot(t, b.ids.companyId);
    const routes = apiRoutes(t.app).filter((r) => !PUBLIC.has(r.key) && idsTaken(r).length > 0);
    expect(routes.filter((r) => r.companyIn === "query").length).toBeGreaterThan(10);
    expect(routes.filter((r) => !pathParams(r).some((name) => name !== "companyId")).length).toBeGreaterThan(2);
    let checked = 0;
    for (const route of routes) {
      // The company is one's own; every other id in the path, the query and the body is the other company's.
      const ids = { ...b.ids, companyId: a.ids.companyId };
      const response = await t.api.as(a).send(request(route, ids));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(404);
      expect(response.json().code, route.key).toBe(ErrorCode.NotFound);
      expect(response.body, route.key).not.toContain(marker("B"));
      checked++;
    }
    expect(checked).toBe(routes.length);
    expect(await snapshot(t, b.ids.companyId)).toEqual(before);
  });

  it("refuses another company's ids in the body of one's own company's writes", async () => {
    const before = await snapshot(t, b.ids.companyId);
    const cases: [string, number][] = [
      ["POST /api/companies/:companyId/notices", 404],
      ["POST /api/companies/:companyId/flow-verifies", 404],
      ["POST /api/companies/:companyId/publications/:publicationId/shares", 400],
      ["POST /api/companies/:companyId/publications/:publicationId/posts", 400],
      ["PUT /api/companies/:companyId/notices/mass-edit", 200],
    ];
    for (const [key, status] of cases) {
      const route = apiRoutes(t.app).find((r) => r.key === key);
      if (!route) throw new Error(`missing ${key}`);
      const response = await t.api.as(a).send(request(route, a.ids, b.ids));
      expect(response.statusCode, key).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ updated: 0, skipped: 0 });
    }
    expect(await snapshot(t, b.ids.companyId)).toEqual(before);
  });

  it("never shows the other company's data in any answer: lists, searches, counts", async () => {
    const gets = apiRoutes(t.app).filter((r) => r.method === "GET" && !PUBLIC.has(r.key));
    // One's own account for the account's routes; the samples have no avatar or logo and an unsealed request.
    const ids = (route: Route) =>
      route.url.startsWith("/api/users/:userId") ? { ...a.ids, userId: a.adminId } : a.ids;
    const absent = new Set([
      "GET /api/users/:userId/avatar",
      "GET /api/companies/:companyId/logo",
      "GET /api/companies/:companyId/e-signs/:esignId/sealed",
    ]);
    let searched = 0;
    for (const route of gets) {
      const query = (t.app.routeTable.find((r) => r.url === route.url && r.method === "GET")?.schema?.querystring ??
        null) as ZodMiniObject | null;
      const variants = [request(route, ids(route))];
      if (query?.shape && "q" in query.shape) {
        const search = request(route, ids(route));
        search.url += `${search.url.includes("?") ? "&" : "?"}q=${marker("B")}`;
        variants.push(search);
        searched++;
      }
      for (const options of variants) {
        const response = await t.api.as(a).send(options);
        if (absent.has(route.key)) {
          expect(response.statusCode, options.url).toBe(404);
          expect(response.json().code, options.url).toBe(ErrorCode.NotFound);
          continue;
        }
        expect(response.statusCode, options.url).toBe(200);
        const body = response.body;
        expect(body, options.url).not.toContain(marker("B"));
        for (const id of bIds()) expect(body, `${options.url} leaks ${id}`).not.toContain(id);
      }
    }
    expect(gets.length).toBeGreaterThan(60);
    expect(searched).toBeGreaterThan(3);
  });
});
