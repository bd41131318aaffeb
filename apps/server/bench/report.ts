import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { cpuMeter, type Figures, httpLoad, openLoad, pgLoad, type Statement } from "./load";

export const ms = (value: number) => (Number.isNaN(value) ? "—" : value < 10 ? value.toFixed(2) : value.toFixed(1));
export const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");
export const count = (value: number) => Math.round(value).toLocaleString("en-US");

/** Prints rows of cells as an aligned table; the first and last columns are left-aligned. */
export function printTable(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

export interface AppVersusCeiling {
  name: string;
  /** Closed loop: the app's connections each send the next request when the answer arrives. */
  app: Figures;
  ceiling: Figures;
  /** Open loop at half the ceiling's throughput (openLoad). */
  open: Figures;
}

/** The targets of issue 19, the same for every list line. */
export const TARGETS = { minRatio: 0.8, maxOpenP99: 50 };

/**
 * The table of an HTTP case against its pg ceiling, with a verdict per target: the throughput
 * ratio (closed loop, app req/s ÷ pg tx/s) and the p99 at an open-loop offered load of half the
 * ceiling's throughput.
 */
export function printVersusCeiling(rows: AppVersusCeiling[]) {
  console.log(
    `Targets (issue 19): ratio (app req/s ÷ pg tx/s, closed loop) ≥ ${TARGETS.minRatio}; ` +
      `p99 < ${TARGETS.maxOpenP99} ms at an open-loop offered load of half the ceiling's tx/s.\n`,
  );
  const header = [
    "case",
    "p50 ms",
    "p99 ms",
    "req/s",
    "pg p50",
    "pg p99",
    "pg tx/s",
    "ratio",
    `≥ ${TARGETS.minRatio}`,
    "offered/s",
    "open p50",
    "open p99",
    `< ${TARGETS.maxOpenP99} ms`,
  ];
  const lines = rows.map(({ name, app, ceiling, open }) => {
    const ratio = app.rps / ceiling.rps;
    const failed = app.failed + ceiling.failed;
    const ratioPass = ratio >= TARGETS.minRatio && failed === 0;
    const openPass = open.p99 < TARGETS.maxOpenP99 && open.failed === 0;
    return [
      name,
      ms(app.p50),
      ms(app.p99),
      perSecond(app.rps),
      ms(ceiling.p50),
      ms(ceiling.p99),
      perSecond(ceiling.rps),
      ratio.toFixed(2),
      ratioPass ? "PASS" : failed > 0 ? `FAIL (${failed} failed)` : "FAIL",
      perSecond(ceiling.rps / 2),
      ms(open.p50),
      ms(open.p99),
      openPass ? "PASS" : open.failed > 0 ? `FAIL (${open.failed} failed)` : "FAIL",
    ];
  });
  printTable(header, lines);
}

const SETTLE_MS = 500;

/** Runs a load warmed up and then measured, each alone: a pause lets the previous one's last answers drain. */
export async function measure(
  run: (seconds: number) => Promise<Figures>,
  options: { warmup: number; seconds: number; appPid?: number },
) {
  await run(options.warmup);
  await sleep(SETTLE_MS);
  const cpu = cpuMeter(options.appPid);
  const figures = await run(options.seconds);
  const used = cpu.stop(figures.ok);
  await sleep(SETTLE_MS);
  return { ...figures, cpu: used };
}

/**
 * The four loads of an HTTP list line: the app's closed loop, its ceiling (the list's transaction
 * straight through pg), every statement of the request through pg, and the open loop at half the
 * ceiling's throughput. The CPU split is taken for the first two.
 */
export async function measureLine(
  target: { url: string; headers: Record<string, string>; appPid: number },
  statements: { request: readonly Statement[]; last: readonly Statement[] },
  ceilingDb: pg.Pool,
  options: { warmup: number; seconds: number; connections: number },
) {
  const { url, headers, appPid } = target;
  const withCpu = { ...options, appPid };
  const app = await measure((s) => httpLoad(url, headers, options.connections, s), withCpu);
  const ceiling = await measure((s) => pgLoad(ceilingDb, statements.last, options.connections, s), withCpu);
  const request = await measure((s) => pgLoad(ceilingDb, statements.request, options.connections, s), options);
  const open = await measure((s) => openLoad(url, headers, ceiling.rps / 2, s), options);
  return { app, ceiling, request, open, statements: statements.request.length };
}

/** The plans BENCH_EXPLAIN took, under each line's name. */
export function printPlans(rows: { name: string }[], plans: string[][]) {
  plans.forEach((linePlans, i) => {
    console.log(`\nPlans of "${rows[i]?.name}" (EXPLAIN ANALYZE as app_user with the company scope):`);
    for (const plan of linePlans) console.log(`${plan}\n`);
  });
}

/** How far the app gets of its own database work: every statement of a request straight through pg. */
export function printDatabaseWork(rows: (AppVersusCeiling & { request: Figures; statements: number })[]) {
  console.log("\nThe app's database work alone (every statement of a request straight through pg, same clients):");
  for (const m of rows) {
    console.log(
      `  ${m.name}: ${m.statements} statements, ${perSecond(m.request.rps)} requests/s ` +
        `(p50 ${ms(m.request.p50)} ms, p99 ${ms(m.request.p99)} ms); the app reaches ${(m.app.rps / m.request.rps).toFixed(2)} of it.`,
    );
  }
}

const cpuMs = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "—" : value.toFixed(2));

/**
 * Where the CPU of one answer goes, closed loop: the load generator (this process), the app's process and
 * PostgreSQL's processes, for the app and for its ceiling (whose "load" is the pg client sending the
 * statements). On a machine whose cores they share, the ratio cannot pass PostgreSQL's share of the
 * app's total.
 */
export function printCpu(rows: AppVersusCeiling[]) {
  console.log("\nCPU ms per answer, closed loop (this machine's /proc; PostgreSQL's only when it runs here):");
  printTable(
    ["case", "load", "app", "postgres", "total", "ceiling: load", "postgres", "total"],
    rows.map(({ name, app, ceiling }) => {
      const total = (f: Figures) => (f.cpu ? f.cpu.load + f.cpu.app + f.cpu.postgres : undefined);
      return [
        name,
        cpuMs(app.cpu?.load),
        cpuMs(app.cpu?.app),
        cpuMs(app.cpu?.postgres),
        cpuMs(total(app)),
        cpuMs(ceiling.cpu?.load),
        cpuMs(ceiling.cpu?.postgres),
        cpuMs(total(ceiling)),
      ];
    }),
  );
}
