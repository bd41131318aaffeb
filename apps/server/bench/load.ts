import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { plannerOptions } from "../src/db/client";

/** What one measurement found; latencies in milliseconds. */
export interface Figures {
  p50: number;
  p99: number;
  /** Successful requests (or transactions) per second. */
  rps: number;
  ok: number;
  failed: number;
  /** CPU milliseconds per successful answer, by whom (`measure` in report.ts, with `cpuMeter`). */
  cpu?: CpuPerAnswer;
}

/** CPU time in ms: this process (the load), the app's process and PostgreSQL's processes on this machine. */
export interface CpuPerAnswer {
  load: number;
  app: number;
  postgres: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms (Linux /proc); 0 when it is gone. */
function processCpuMs(pid: number | string) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU ms used so far by each of PostgreSQL's processes on this machine (none visible: a remote server). */
function postgresCpuMs() {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    byPid.set(pid, processCpuMs(pid));
  }
  return byPid;
}

/**
 * Starts counting the CPU of the load (this process), the app's process and PostgreSQL's processes;
 * stop(answers) gives each per answer. PostgreSQL's is the sum over its processes of what each used
 * in between (all of it for one started in between); a process that ended in between (an idle
 * connection closed) is left out, since its last reading is gone. NaN when PostgreSQL is not on this machine.
 */
export function cpuMeter(appPid?: number) {
  const own = process.cpuUsage();
  const app = appPid === undefined ? 0 : processCpuMs(appPid);
  const postgres = postgresCpuMs();
  return {
    stop(answers: number): CpuPerAnswer {
      const ownUsed = process.cpuUsage(own);
      const now = postgresCpuMs();
      let postgresUsed = 0;
      for (const [pid, ms] of now) postgresUsed += ms - (postgres.get(pid) ?? 0);
      const per = (used: number) => used / Math.max(1, answers);
      return {
        load: per((ownUsed.user + ownUsed.system) / 1000),
        app: per(appPid === undefined ? 0 : processCpuMs(appPid) - app),
        postgres: now.size === 0 ? Number.NaN : per(postgresUsed),
      };
    },
  };
}

/** Nearest-rank percentile of latencies sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

function figures(latencies: number[], failed: number, seconds: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    ok: latencies.length,
    failed,
  };
}

/**
 * HTTP load with autocannon: `connections` keep-alive connections, each sending the next request
 * as soon as the previous answer arrives, for `seconds`. Latencies are taken from autocannon's
 * response events (sub-millisecond, the same percentile method as the pg ceiling).
 */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failed++;
    });
  });
  return figures(latencies, failed + result.errors, result.duration);
}

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The ceiling: `concurrency` loops, each on its own pooled client, sending the statements one
 * after the other (one transaction) for `seconds`; one latency per round of statements.
 */
export async function pgLoad(
  pool: pg.Pool,
  statements: readonly Statement[],
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  const clients = await Promise.all(Array.from({ length: concurrency }, () => pool.connect()));
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          try {
            for (const { text, values } of statements) await client.query({ text, values, rowMode: "array" });
            latencies.push(performance.now() - begun);
          } catch {
            failed++;
            await client.query("rollback").catch(() => undefined);
          }
        }
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
  return figures(latencies, failed, (performance.now() - start) / 1000);
}

/**
 * The pool the pg ceiling runs on: one client per load connection, with the app's planner
 * settings so it gets the same plans; a lost plan ends at 15 s rather than the bench's budget.
 */
export function ceilingPool(url: string, connections: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    idleTimeoutMillis: 0,
    // A connection that cannot be had fails the case instead of waiting for the watchdog.
    connectionTimeoutMillis: 30_000,
    options: `${plannerOptions} -c statement_timeout=15000`,
  });
  // pool.end() resolves before the sockets close: a closing client's error must not end the process.
  pool.on("error", () => undefined);
  return pool;
}

/** One GET on a keep-alive agent: its status once the whole answer has arrived. */
function get(agent: http.Agent, url: URL, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
  });
}

/**
 * Open-loop HTTP load: `rate` requests a second at fixed times, each sent when due whatever the
 * earlier ones are doing (up to 512 connections), for `seconds`. A latency runs from when the
 * request was due, not from when it could be sent, so a stall counts for every request it delays
 * (no coordinated omission, unlike a closed loop of connections).
 */
export async function openLoad(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const total = Math.max(1, Math.floor(rate * seconds));
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      inFlight.push(
        get(agent, target, headers).then(
          (status) => {
            if (status === 200) latencies.push(performance.now() - due);
            else failed++;
          },
          () => {
            failed++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  return figures(latencies, failed, seconds);
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)\s+kB/);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 250 ms until stopped; stop() answers the largest. */
export function sampleRss(pid: number) {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now > max || Number.isNaN(max)) max = now;
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return max;
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a transaction's selects, as app_user with the company scope. */
export async function explain(pool: pg.Pool, statements: readonly Statement[]) {
  const client = await pool.connect();
  const plans: string[] = [];
  try {
    for (const { text, values } of statements) {
      const lower = text.trim().toLowerCase();
      if (lower === "begin" || lower === "commit") {
        await client.query(lower === "begin" ? "begin" : "rollback");
      } else if ((lower.startsWith("select") || lower.startsWith("with")) && !lower.includes("set_config")) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>({
          text: `explain (analyze, buffers) ${text}`,
          values,
        });
        plans.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      } else {
        await client.query({ text, values });
      }
    }
  } finally {
    await client.query("rollback").catch(() => undefined);
    client.release();
  }
  return plans;
}
