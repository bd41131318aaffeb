/**
 * The objects case: the first page of the object list and a search, as a normal full user of a
 * company with 200,000 objects (next to 1,000 companies with 200 each), through the real app
 * and, as the ceiling, the same transaction sent straight through `pg`.
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { publicationListQuerySchema } from "@app/contract";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Database, plannerOptions, withTenant } from "../src/db/client";
import { listPublications } from "../src/modules/publications/publications.queries";
import { findSession } from "../src/plugins/auth";
import { signIn, startApp } from "./app";
import { ceilingPool, explain, type Figures, httpLoad, openLoad, pgLoad, type Statement, sampleRss } from "./load";
import { measure, ms, printCpu, printDatabaseWork, printVersusCeiling } from "./report";
import { BIG_OBJECTS, SMALL_COMPANIES, SMALL_OBJECTS, seed } from "./seed";

export interface Options {
  /** Length of each measurement, in seconds. */
  seconds: number;
  /** Load before each measurement, unmeasured, in seconds. */
  warmup: number;
  connections: number;
}

/** Issue 19: the server process's resident memory under the objects load. */
const MAX_RSS_MB = 300;
/** Matches 2 % of the objects (the last word of every 50th name), spread through the name order. */
export const SEARCH_TERM = "göteborg";
/** The name of one object (n = 123458): one match (found from the trigram index, migration 0040). */
export const ONE_OBJECT_TERM = "order 123458";
const ONE_OBJECT_RUNS = 5;

interface Case {
  name: string;
  query: Record<string, string>;
}

const cases: Case[] = [
  { name: "first page", query: { limit: "21" } },
  { name: `search "${SEARCH_TERM}"`, query: { limit: "21", q: SEARCH_TERM } },
];

interface Measured {
  name: string;
  app: Figures;
  ceiling: Figures;
  open: Figures;
  /** All statements of one request (session, membership, list) straight through pg. */
  request: Figures;
  statements: number;
}

/**
 * pg's pool.end() resolves before the sockets close; dropping the database right after may
 * then reach a closing client, whose error must not end the process.
 */
const ignoreIdleError = () => undefined;

/** What the app sends to PostgreSQL for one request of the case, captured from drizzle's logger. */
async function captureStatements(url: string, token: string, companyId: string, query: Record<string, string>) {
  const captured: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1, options: plannerOptions });
  pool.on("error", ignoreIdleError);
  const db = drizzle(pool, {
    casing: "snake_case",
    logger: { logQuery: (text, values) => captured.push({ text, values }) },
  }) as unknown as Database;
  try {
    const session = await findSession(db, token, companyId);
    if (!session) throw new Error("no session for the bench token");
    const { user, membership: member } = session;
    if (!member) throw new Error("the bench user is not a member");
    const before = captured.length;
    const viewer = { userId: user.id, type: member.type, permissions: member.permissions };
    const filter = publicationListQuerySchema.parse(query);
    const rows = await withTenant(db, { companyIds: [companyId], userId: user.id }, (tx) =>
      listPublications(tx, companyId, viewer, filter),
    );
    return { request: captured, list: captured.slice(before), ids: rows.map((row) => row.id) };
  } finally {
    await pool.end();
  }
}

export async function objectsBench(url: string, options: Options) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const started = performance.now();
  const seeded = await seed(admin).finally(() => admin.end());
  const [{ version }] = (await queryOnce(url, "select current_setting('server_version') as version")) as [
    { version: string },
  ];
  console.log(
    `Seeded ${seeded.objects.toLocaleString("en-US")} objects (1 company × ${BIG_OBJECTS.toLocaleString("en-US")}, ` +
      `${SMALL_COMPANIES.toLocaleString("en-US")} companies × ${SMALL_OBJECTS}) and ${seeded.users.toLocaleString("en-US")} users in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const app = await startApp(url);
  const ceilingDb = ceilingPool(url, options.connections);
  try {
    const { token, headers } = await signIn(app, seeded.email);

    console.log(
      `PostgreSQL ${version}, ${availableParallelism()} CPUs; ${options.connections} connections, ` +
        `${options.warmup} s warm-up + ${options.seconds} s per measurement.`,
    );
    console.log(
      "Viewer: a normal full user of the big company with SeeObjectsWithoutGroup (the visibility rule applies: " +
        "objects without a group, of their 2 of 20 groups, or shared with them).",
    );
    console.log(
      `Ceiling: the list transaction the app sends (begin; one select of set_config for the role and the scope; the list; commit), ` +
        `straight through pg on ${options.connections} clients.\n`,
    );

    const measured: Measured[] = [];
    const rss = sampleRss(app.pid);
    for (const c of cases) {
      const target = `${app.baseUrl}/api/companies/${seeded.bigCompanyId}/publications?${new URLSearchParams(c.query)}`;
      const statements = await captureStatements(url, token, seeded.bigCompanyId, c.query);
      // The app and the ceiling must answer the same page.
      const answer = await fetch(target, { headers });
      const page = (await answer.json()) as { id: string }[];
      if (answer.status !== 200 || page.map((row) => row.id).join() !== statements.ids.join()) {
        throw new Error(`${c.name}: the app's answer (${answer.status}) differs from the captured query's`);
      }
      if (page.length !== 21) throw new Error(`${c.name}: expected a full page of 21, got ${page.length}`);
      console.log(
        `${c.name}: ${page.length} rows; a request sends ${statements.request.length} statements, ` +
          `the ceiling ${statements.list.length}.`,
      );

      const withCpu = { ...options, appPid: app.pid };
      const appFigures = await measure((s) => httpLoad(target, headers, options.connections, s), withCpu);
      const ceiling = await measure((s) => pgLoad(ceilingDb, statements.list, options.connections, s), withCpu);
      const request = await measure((s) => pgLoad(ceilingDb, statements.request, options.connections, s), options);
      const open = await measure((s) => openLoad(target, headers, ceiling.rps / 2, s), options);
      measured.push({ name: c.name, app: appFigures, ceiling, open, request, statements: statements.request.length });
    }
    const maxRss = rss.stop();
    const oneObject = await oneAtATime(
      `${app.baseUrl}/api/companies/${seeded.bigCompanyId}/publications?${new URLSearchParams({ limit: "21", q: ONE_OBJECT_TERM })}`,
      headers,
    );

    const onePlan = await explain(
      ceilingDb,
      (await captureStatements(url, token, seeded.bigCompanyId, { limit: "21", q: ONE_OBJECT_TERM })).list,
    );

    console.log("");
    printVersusCeiling(measured);
    printCpu(measured);
    printDatabaseWork(measured);
    console.log(
      `\nRSS of the server process under the objects load (largest of samples every 250 ms): ${maxRss.toFixed(0)} MB, ` +
        `${maxRss < MAX_RSS_MB ? "PASS" : "FAIL"} (< ${MAX_RSS_MB} MB).`,
    );
    console.log(
      `\nSearch for one object ("${ONE_OBJECT_TERM}", ${oneObject.rows} match), one request at a time through the app: ` +
        `median ${ms(oneObject.median)} ms, slowest ${ms(oneObject.max)} ms of ${ONE_OBJECT_RUNS}, ` +
        `${oneObject.median < 20 ? "PASS" : "FAIL"} (< 20 ms on a quiet machine). Its list statement ` +
        "(EXPLAIN ANALYZE, BUFFERS as app_user with the company scope):",
    );
    for (const plan of onePlan) console.log(`${plan}\n`);
    return { measured, maxRss };
  } finally {
    await app.stop();
    await ceilingDb.end();
  }
}

/** Sequential requests (after one unmeasured): the latency of a search when nothing else runs. */
async function oneAtATime(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i <= ONE_OBJECT_RUNS; i++) {
    const begun = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as unknown[];
    if (response.status !== 200) throw new Error(`one-object search answered ${response.status}`);
    if (i > 0) times.push(performance.now() - begun);
    rows = body.length;
  }
  times.sort((a, b) => a - b);
  return { rows, median: times[Math.floor(times.length / 2)] as number, max: times[times.length - 1] as number };
}

async function queryOnce(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
