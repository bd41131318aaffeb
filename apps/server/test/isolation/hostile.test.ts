import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, BODIES, pathFor, type Route } from "./routes";
import { makeSide, type Side } from "./world";

let t: TestApp;
let a: Side;
const tally = { routes: 0, cases: 0, serverErrors: 0 };
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
}, 120_000);
afterAll(async () => {
  console.log(`hostile input: ${tally.routes} routes, ${tally.cases} cases, ${tally.serverErrors} server errors`);
  await t.close();
});

const edgeStrings = [
  "",
  " ",
  "x".repeat(20_000),
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ ünïcødé ✓",
  "\u0000",
  "a\u0000b",
  "'; DROP TABLE publications; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "2026-02-30",
  "00000000-0000-0000-0000-000000000000",
  "-1",
  "1e308",
  "NaN",
  "true",
  "null",
];
const edgeValues: unknown[] = [
  ...edgeStrings,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53,
  1.5,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deep: [null] } },
];

const hostileString = fc.oneof(
  fc.constantFrom(...edgeStrings),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...edgeValues), fc.jsonValue({ maxDepth: 3 }));

/** The valid body with one field replaced, an extra field, or something else entirely. */
function hostileBody(route: Route): fc.Arbitrary<string> {
  const valid = (BODIES[route.key]?.(a.ids) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(valid);
  const mutated = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))
    : fc.constant(JSON.stringify(valid));
  return fc.oneof(
    mutated,
    hostileValue.map((value) => JSON.stringify(value)),
    fc.constantFrom(
      JSON.stringify({ ...valid, extra: "field", another: [1] }),
      `{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`,
      `{"constructor":{"prototype":{"polluted":true}}}`,
      "[]",
      "[{}]",
      "null",
      '"just a string"',
      "{not json",
      "",
    ),
  );
}

function hostileQuery(): fc.Arbitrary<string> {
  const names = ["limit", "offset", "q", "type", "sort", "direction", "archived", "from", "to", "completed"];
  const value = fc.oneof(hostileString, fc.constantFrom("-5", "-1", "0", "1000000000000", "99999999999999999999"));
  return fc
    .dictionary(
      fc.oneof(fc.constantFrom(...names, "categoryId", "assignee", "all", "me", "active"), fc.string()),
      value,
      {
        maxKeys: 4,
      },
    )
    .map((query) => new URLSearchParams(query).toString());
}

function hostilePath(route: Route): fc.Arbitrary<string> {
  const valid = pathFor(route, a.ids);
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  if (params.length === 0) return fc.constant(valid);
  return fc.oneof(
    fc.constant(valid),
    fc
      .tuple(fc.constantFrom(...params), hostileString)
      .map(([param, value]) =>
        route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === param
            ? encodeURIComponent(value)
            : (valid.split("/")[route.url.split("/").indexOf(`:${name}`)] ?? ""),
        ),
      ),
  );
}

function expectWellFormed(route: Route, options: InjectOptions, status: number, body: string, type: string) {
  tally.cases++;
  if (status >= 500) tally.serverErrors++;
  expect(status, `${route.key} ${JSON.stringify(options).slice(0, 300)} → ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(type, route.key).toContain("application/json");
    const error = JSON.parse(body);
    expect(["string", "number"], route.key).toContain(typeof error.code);
    expect(typeof error.message, route.key).toBe("string");
  }
}

describe("hostile input on every route", () => {
  it("never answers 5xx and always answers errors in the error shape", async () => {
    const routes = apiRoutes(t.app);
    for (const route of routes) {
      tally.routes++;
      // A fresh session per route: the cases of POST /logout end the one before.
      const token = await signIn(t.app, a.adminEmail);
      await fc.assert(
        fc.asyncProperty(hostilePath(route), hostileQuery(), hostileBody(route), async (path, query, body) => {
          const options: InjectOptions = {
            method: route.method as "GET",
            url: `${path}${query ? `?${query}` : ""}`,
            headers: { "content-type": "application/json" },
            ...(route.method === "GET" ? {} : { payload: body }),
          };
          const response = await t.api.as(token).send(options);
          expectWellFormed(
            route,
            options,
            response.statusCode,
            response.body,
            String(response.headers["content-type"]),
          );
        }),
        { numRuns: 12 },
      );
    }
    expect(tally.serverErrors).toBe(0);
  }, 600_000);

  it("answers 413 to an oversized body on every route that takes JSON", async () => {
    const huge = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const token = await signIn(t.app, a.adminEmail);
    for (const route of apiRoutes(t.app).filter((r) => r.hasBody)) {
      const response = await t.api.as(token).send({
        method: route.method as "POST",
        url: pathFor(route, a.ids),
        payload: huge,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, route.key).toBe(413);
      expect(response.json().code, route.key).toBe("PAYLOAD_TOO_LARGE");
    }
  });
});
