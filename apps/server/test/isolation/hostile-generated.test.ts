import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { bodyArbitrary, type GenContext, hostileStrings, paramsArbitrary, queryArbitrary } from "./arbitraries";
import { apiRoutes, pathFor, RAW_BODIES, type Route } from "./routes";
import { type Ids, makeSide, marker, type Side, snapshot } from "./world";

/**
 * Hostile input generated from each route's own zod schemas (body, querystring, params), with a
 * fixed seed per route so a failure repeats. ISOLATION_RUNS and ISOLATION_SEED run it deeper or
 * differently, e.g. `ISOLATION_RUNS=500 npx vitest run test/isolation/hostile-generated`.
 */
const RUNS = Number(process.env.ISOLATION_RUNS ?? 24);
const SEED = Number(process.env.ISOLATION_SEED ?? 7_2026);

let t: TestApp;
let a: Side;
let b: Side;
let context: GenContext;
let bBefore: Awaited<ReturnType<typeof snapshot>>;
/** Routes that accepted a request naming company B's ids (lists filtered by them, mass edits of 0 rows). */
const acceptedWithB = new Set<string>();
const tally = {
  routes: 0,
  cases: 0,
  validish: 0,
  hostile: 0,
  broken: 0,
  ok: 0,
  refused: 0,
  writesAccepted: 0,
  withB: 0,
  withBAccepted: 0,
  serverErrors: 0,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidsOf = (ids: Ids) => Object.values(ids).filter((id) => UUID.test(id));

beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
  b = await makeSide(t, "B");
  // uuid fields draw from both companies' ids: company A's writes get company B's ids too.
  context = { uuids: [...uuidsOf(a.ids), ...uuidsOf(b.ids)] };
  bBefore = await snapshot(t, b.ids.companyId);
}, 120_000);
afterAll(async () => {
  console.log(
    `generated hostile input: ${tally.routes} routes, ${tally.cases} cases ` +
      `(${tally.validish} valid-ish, ${tally.hostile} hostile, ${tally.broken} broken bodies; ` +
      `${tally.ok} accepted (${tally.writesAccepted} writes), ${tally.refused} refused; ` +
      `${tally.withB} named company B's ids, ` +
      `${tally.withBAccepted} of them accepted), ${tally.serverErrors} server errors`,
  );
  if (acceptedWithB.size)
    console.log(`accepted with B's ids (checked: nothing of B changed or shown): ${[...acceptedWithB].join(", ")}`);
  await t.close();
});

/** A stable number per route, so adding a route does not change the cases of the others. */
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const paramNames = (route: Route) => [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");

/** The real ids of company A for a route's params (those the world has). */
function realParams(route: Route, ids: Ids): Record<string, string | undefined> {
  const names = paramNames(route);
  try {
    const segments = pathFor(route, ids).split("/");
    const template = route.url.split("/");
    return Object.fromEntries(names.map((name) => [name, segments[template.indexOf(`:${name}`)]]));
  } catch {
    return Object.fromEntries(names.map((name) => [name, (ids as unknown as Record<string, string>)[name]]));
  }
}

function schemaOf(route: Route) {
  const options = t.app.routeTable.find(
    (r) => r.url === route.url && (Array.isArray(r.method) ? r.method : [r.method]).includes(route.method as "GET"),
  );
  const schema = (options?.schema ?? {}) as Record<string, z.core.$ZodType | undefined>;
  return { body: schema.body, querystring: schema.querystring, params: schema.params };
}

interface RawBody {
  kind: "valid-ish" | "hostile" | "broken";
  payload: string | Buffer;
  contentType: string;
}

/** Uploads: the sample, and broken multipart or bytes, file names with hostile text. */
function rawBodyArbitrary(route: Route): fc.Arbitrary<RawBody> {
  const sample = RAW_BODIES[route.key];
  if (!sample) return fc.constant({ kind: "broken", payload: "", contentType: "application/json" });
  const valid = fc.constant<RawBody>({ kind: "valid-ish", ...sample });
  if (!sample.contentType.startsWith("multipart/")) {
    return fc.oneof(
      valid,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
        kind: "hostile" as const,
        payload: Buffer.from(bytes),
        contentType: sample.contentType,
      })),
      fc.constantFrom<RawBody>(
        { kind: "broken", payload: "", contentType: sample.contentType },
        { kind: "broken", payload: "not an image", contentType: "text/plain" },
        { kind: "broken", payload: "{}", contentType: "application/json" },
      ),
    );
  }
  const part = (name: string, filename: string, type: string, content: string) =>
    `------iso\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
  const contentType = "multipart/form-data; boundary=----iso";
  return fc.oneof(
    valid,
    fc
      .tuple(
        fc.constantFrom(...hostileStrings, "x.txt", "../../x.txt", 'a".txt'),
        fc.constantFrom("text/plain", "", "x/y"),
      )
      .map(([filename, type]) => ({
        kind: "hostile" as const,
        payload: `${part("file", filename.replaceAll(/[\r\n]/g, ""), type, "x")}------iso--\r\n`,
        contentType,
      })),
    fc.constantFrom<RawBody>(
      { kind: "broken", payload: "", contentType },
      { kind: "broken", payload: "------iso\r\n", contentType },
      { kind: "broken", payload: `${part("other", "x.txt", "text/plain", "x")}------iso--\r\n`, contentType },
      { kind: "broken", payload: `${part("file", "x.txt", "text/plain", "x")}`, contentType },
      { kind: "broken", payload: sample.payload, contentType: "multipart/form-data" },
      { kind: "broken", payload: '{"file":"x"}', contentType: "application/json" },
    ),
  );
}

/** Every answer: below 500, errors in the error shape, nothing of company B that was not asked about. */
function check(
  route: Route,
  options: InjectOptions,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  tally.cases++;
  const sent = `${options.url} ${String(options.payload ?? "")}`;
  const where = `${route.key} ${JSON.stringify({ url: options.url, payload: String(options.payload ?? "").slice(0, 300) })} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) tally.serverErrors++;
  if (uuidsOf(b.ids).some((id) => sent.includes(id))) {
    tally.withB++;
    if (response.statusCode < 300) {
      tally.withBAccepted++;
      acceptedWithB.add(route.key);
    }
  }
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    tally.refused++;
    expect(String(response.headers["content-type"]), where).toContain("application/json");
    const error = JSON.parse(response.body);
    expect(["string", "number"], where).toContain(typeof error.code);
    expect(typeof error.message, where).toBe("string");
  } else {
    tally.ok++;
    if (route.method !== "GET") tally.writesAccepted++;
  }
  expect(response.body, where).not.toContain(marker("B"));
  const leaked = uuidsOf(b.ids).filter((id) => response.body.includes(id) && !sent.includes(id));
  expect(leaked, where).toEqual([]);
}

/** Reads first, then writes, then what reconfigures the company, then deletions. */
function rank(route: Route) {
  if (route.method === "GET") return 0;
  if (route.method === "DELETE") return 3;
  if (/\/(settings|info|permissions|massedit)$|\/users\/:userId$/.test(route.url)) return 2;
  return 1;
}

describe("hostile input generated from the route schemas", () => {
  it("never answers 5xx, answers errors in the error shape, and keeps company B out of A's requests", async () => {
    const routes = apiRoutes(t.app).sort((x, y) => rank(x) - rank(y));
    let token = await signIn(t.app, a.adminEmail);
    for (const route of routes) {
      tally.routes++;
      // The route before may have ended the session (logout) or its user's rights.
      const alive = await t.api.as(token).get("/api/companies");
      if (alive.statusCode === 401) token = await signIn(t.app, a.adminEmail);
      const schema = schemaOf(route);
      const names = paramNames(route);
      const body: fc.Arbitrary<RawBody | undefined> = schema.body
        ? bodyArbitrary(schema.body, context)
        : RAW_BODIES[route.key]
          ? rawBodyArbitrary(route)
          : fc.constant(undefined);
      const property = fc.asyncProperty(
        paramsArbitrary(schema.params, names, realParams(route, a.ids), context),
        queryArbitrary(schema.querystring, context),
        body,
        async (params, query, generated) => {
          const path = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
          const options: InjectOptions = {
            method: route.method as "GET",
            url: `${path}${query ? `?${query}` : ""}`,
            headers: generated ? { "content-type": generated.contentType } : {},
            ...(generated ? { payload: generated.payload } : {}),
          };
          if (generated) tally[generated.kind === "valid-ish" ? "validish" : generated.kind]++;
          const response = await t.api.as(token).send(options);
          check(route, options, response);
        },
      );
      await fc.assert(property, { numRuns: RUNS, seed: (SEED ^ hash(route.key)) | 0 });
    }
    expect(tally.routes).toBeGreaterThan(60);
    expect(tally.serverErrors).toBe(0);
    expect(tally.ok, "some generated requests should be accepted").toBeGreaterThan(tally.routes);
  }, 600_000);

  it("changed nothing of company B and tied nothing of company A to B's ids", async () => {
    expect(await snapshot(t, b.ids.companyId)).toEqual(bBefore);
    const aRows = await snapshot(t, a.ids.companyId);
    const bIds = uuidsOf(b.ids);
    for (const [table, rows] of Object.entries(aRows)) {
      for (const row of rows as string[]) {
        // An export's audit event records the filters as the client sent them, B's ids included:
        // the log of an attempt, not a tie of A's data to B.
        const event = table === "audit_events" ? (JSON.parse(row) as { action: string; changes: unknown }) : null;
        const checked = event?.action === "export" ? JSON.stringify({ ...event, changes: null }) : row;
        const tied = bIds.filter((id) => checked.includes(id));
        expect(tied, `${table}: ${row.slice(0, 300)}`).toEqual([]);
      }
    }
  });

  it("polluted no prototype in the server process", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});
