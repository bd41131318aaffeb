/**
 * `npm run bench`: measurements, not tests. Prints figures and a verdict against the targets;
 * exits 0 whether or not a target is met (1 only when the run itself fails).
 *
 *   npm run bench                      every case: objects, reminders, lists, realtime, sessions
 *   npm run bench -- reminders         only the named cases (any of them, in this order)
 *   npm run bench -- prices            the price resolution of a 100-line order (issue 46)
 *   npm run bench -- scale             the list's cost by company size and number of companies (not in "every case")
 *   npm run bench -- web               Lighthouse on /login and the reminder list in Chromium (not in "every case")
 *
 * DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres) names a PostgreSQL server
 * and a role that may create databases; each case works in a fresh database `ws_bench` and drops
 * it at the end. BENCH_SECONDS (default 10) and BENCH_WARMUP (default 2) set the length of
 * each measurement and of the unmeasured load before it. BENCH_SCALE (default 1) shrinks the
 * data of the reminders and realtime cases (0.05 = 5 % of the companies, reminders and sockets)
 * for a quick check; the figures of the issues are taken at 1. REDIS_URL (default
 * redis://127.0.0.1:6379) is the Redis the realtime case's two server processes share.
 * BENCH_PROFILE=dir has each app process write a V8 CPU profile into dir when it stops.
 */
import { loadavg } from "node:os";
import pg from "pg";
import { connectPostgres } from "../src/db/client";
import { listsBench } from "./lists";
import { objectsBench } from "./objects";
import { pricesBench } from "./prices";
import { realtimeBench } from "./realtime";
import { remindersBench } from "./reminders";
import { scaleBench } from "./scale";
import { sessionsBench } from "./sessions";
import { webBench } from "./web";

/** BENCH_DATABASE: another name, so that two benches on one PostgreSQL server do not drop each other's. */
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? "ws_bench";
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE)) throw new Error("BENCH_DATABASE must be a plain lowercase name");

const base = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0 || value > 120) throw new Error(`${name} must be 1–120 seconds`);
  return value;
};
const scale = Number(process.env.BENCH_SCALE ?? 1);
if (!Number.isFinite(scale) || scale <= 0 || scale > 1) throw new Error("BENCH_SCALE must be above 0 and at most 1");
const options = {
  seconds: seconds("BENCH_SECONDS", 10),
  warmup: seconds("BENCH_WARMUP", 2),
  connections: 50,
  scale,
  redisUrl,
};

/**
 * The cases in the order they run. A watchdog ends a case that hangs: after `budget` minutes plus
 * the time of its `loads` timed measurements (each warm-up + measurement + a pause).
 */
const CASES = {
  objects: { budget: 4, loads: 8, run: (url: string) => objectsBench(url, options) },
  reminders: { budget: 5, loads: 24, run: (url: string) => remindersBench(url, options) },
  lists: { budget: 5, loads: 40, run: (url: string) => listsBench(url, options) },
  realtime: { budget: 8, loads: 0, run: (url: string) => realtimeBench(url, options) },
  sessions: { budget: 4, loads: 6, run: (url: string) => sessionsBench(url, options) },
  // The price resolution of a 100-line order (issue 46), in-process, no load.
  prices: { budget: 5, loads: 0, run: (url: string) => pricesBench(url) },
  // Not in a plain `npm run bench`: it seeds six databases (npm run bench -- scale).
  scale: { budget: 40, loads: 48, run: () => scaleBench({ ...options, fresh: freshDatabase }) },
  // Not in a plain `npm run bench` either: it builds the web app, needs Debian's Chromium and measures
  // page loads in a browser rather than the server under load (npm run bench -- web).
  web: { budget: 10, loads: 0, run: (url: string) => webBench(url) },
} as const;
/** Cases that run only when named. */
const ON_REQUEST: readonly string[] = ["scale", "web"];
type CaseName = keyof typeof CASES;
const isCase = (name: string): name is CaseName => Object.hasOwn(CASES, name);

const asked = process.argv.slice(2).filter((arg) => arg !== "--");
const unknown = asked.filter((name) => !isCase(name));
if (unknown.length > 0) {
  console.error(`bench: unknown case ${unknown.join(", ")}; the cases are ${Object.keys(CASES).join(", ")}`);
  process.exit(1);
}
const selected = (Object.keys(CASES) as CaseName[]).filter((name) =>
  asked.length === 0 ? !ON_REQUEST.includes(name) : asked.includes(name),
);

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropDatabase = () => admin((c) => c.query(`drop database if exists ${BENCH_DATABASE} with (force)`));

/** A fresh, migrated database BENCH_DATABASE (an older one dropped): its URL. */
async function freshDatabase() {
  await dropDatabase();
  await admin((c) => c.query(`create database ${BENCH_DATABASE}`));
  const url = databaseUrl(BENCH_DATABASE);
  const db = connectPostgres(url);
  (db.db as unknown as { $client: pg.Pool }).$client.on("error", () => undefined);
  await db.migrate().finally(() => db.close());
  return url;
}

let watchdog: NodeJS.Timeout | undefined;
function arm(name: string, minutes: number) {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(`bench: ${name} gave no result within ${minutes} minutes, giving up`);
    dropDatabase().finally(() => process.exit(1));
  }, minutes * 60_000);
  watchdog.unref();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error("bench: interrupted");
    dropDatabase().finally(() => process.exit(130));
  });
}

let failed = false;
const [busy = 0] = loadavg();
if (busy > 0.5) {
  console.log(
    `Note: load average ${busy.toFixed(1)} before the bench: other work shares the CPUs, figures will be low.\n`,
  );
}
if (scale !== 1) console.log(`Note: BENCH_SCALE=${scale}: reduced data, the figures do not answer the targets.\n`);
for (const name of selected) {
  arm(name, Math.ceil(CASES[name].budget + (CASES[name].loads * (options.seconds + options.warmup + 2)) / 60));
  try {
    const url = await freshDatabase();
    console.log(`# ${name} (database ${BENCH_DATABASE})\n`);
    await CASES[name].run(url);
    console.log("");
  } catch (error) {
    failed = true;
    console.error(`bench ${name} failed:`, error);
  } finally {
    await dropDatabase().catch((error) => console.error("could not drop the bench database:", error));
  }
}
clearTimeout(watchdog);
process.exitCode = failed ? 1 : 0;
