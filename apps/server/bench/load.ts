import { performance } from "node:perf_hooks";
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
    options: `${plannerOptions} -c statement_timeout=15000`,
  });
  // pool.end() resolves before the sockets close: a closing client's error must not end the process.
  pool.on("error", () => undefined);
  return pool;
}
