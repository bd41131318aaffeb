/**
 * The lists case (issue 19): the first page of each list that came after the objects and reminders
 * (tasks, investigations, e-sign requests, units, skills, people's skills, the audit log, customers
 * and a rare customer's search: issue 45; orders, and one customer's active orders: issue 47), asked for
 * as the web asks for it, in a big company among small ones, through the real app and, as the
 * ceiling, the same transaction sent straight through `pg`.
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { signIn, startApp } from "./app";
import { type Captured, captureRequests, outline } from "./capture";
import { seedAudit } from "./lists/audit";
import { seedCustomers } from "./lists/customers";
import { seedEsign } from "./lists/esign";
import { seedInvestigations } from "./lists/investigations";
import { seedOrders } from "./lists/orders";
import {
  BIG_EMAIL,
  BIG_MEMBERS,
  finishSeed,
  type ListLine,
  SMALL_COMPANIES,
  SMALL_MEMBERS,
  seedCompanies,
} from "./lists/seed";
import { seedSkills } from "./lists/skills";
import { seedTasks } from "./lists/tasks";
import { seedUnits } from "./lists/units";
import { ceilingPool, explain, type Figures } from "./load";
import {
  type AppVersusCeiling,
  count,
  measureLine,
  printCpu,
  printDatabaseWork,
  printPlans,
  printVersusCeiling,
} from "./report";

export interface ListsOptions {
  seconds: number;
  warmup: number;
  connections: number;
  /** Share of the data (1 = each area's full size). */
  scale: number;
}

/** Each area's seed, in the order its lines are measured. */
const AREAS = {
  tasks: seedTasks,
  investigations: seedInvestigations,
  esign: seedEsign,
  // Before the units: a unit requires some of the company's skills.
  skills: seedSkills,
  units: seedUnits,
  audit: seedAudit,
  customers: seedCustomers,
  orders: seedOrders,
};

/** BENCH_LISTS=tasks,audit: only those areas (default all). */
function selectedAreas() {
  const names = process.env.BENCH_LISTS?.split(",").filter(Boolean) ?? Object.keys(AREAS);
  const unknown = names.filter((name) => !Object.hasOwn(AREAS, name));
  if (unknown.length)
    throw new Error(`BENCH_LISTS: unknown ${unknown.join(", ")}; the areas are ${Object.keys(AREAS).join(", ")}`);
  return names.map((name) => AREAS[name as keyof typeof AREAS]);
}

/** The ids of a list's answer: the answer itself or its first list-valued field. */
function idsOf(body: string): string[] {
  const parsed = JSON.parse(body) as unknown;
  const rows = Array.isArray(parsed)
    ? parsed
    : Object.values(parsed as Record<string, unknown>).find((value) => Array.isArray(value));
  if (!Array.isArray(rows)) throw new Error(`no list in the answer: ${body.slice(0, 200)}`);
  return rows.map((row: { id?: string; userSkillId?: string }) => String(row.id ?? JSON.stringify(row)));
}

export async function listsBench(url: string, options: ListsOptions) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const started = performance.now();
  const seeded = await (async () => {
    const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const begun = performance.now();
      const { rows } = await admin.query<T>(text, values);
      if (process.env.BENCH_DEBUG) {
        console.log(`  ${(performance.now() - begun).toFixed(0).padStart(6)} ms  ${text.trim().split("\n")[0]}`);
      }
      return rows;
    };
    await q("begin");
    // Bulk load: no foreign key checks or triggers (each seed writes what a trigger would); no JIT,
    // which compiled the seed's statements (large estimates) for longer than they ran; sorts in memory.
    await q("set local session_replication_role = replica");
    await q("set local jit = off");
    await q("set local work_mem = '256MB'");
    const base = await seedCompanies(q, options.scale);
    const context = { ...base, q, scale: options.scale };
    const lines: ListLine[] = [];
    for (const seed of selectedAreas()) lines.push(...(await seed(context)));
    await finishSeed(q);
    await q("commit");
    await q("vacuum analyze");
    return { ...base, lines };
  })().finally(() => admin.end());
  console.log(
    `Seeded 1 company of ${count(BIG_MEMBERS + 1)} members and ${count(seeded.companies.length - 1)} of ` +
      `${count(SMALL_MEMBERS)} (${count(SMALL_COMPANIES)} at BENCH_SCALE 1), each area's rows in every company, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const app = await startApp(url);
  const ceilingDb = ceilingPool(url, options.connections);
  try {
    const { headers } = await signIn(app, BIG_EMAIL);
    console.log(
      `${availableParallelism()} CPUs; ${options.connections} connections, ${options.warmup} s warm-up + ` +
        `${options.seconds} s per measurement. Viewer: the big company's account administrator with every permission.`,
    );
    console.log(
      "Ceiling: the list's transaction as the app sends it (its last transaction of the request), " +
        `straight through pg on ${options.connections} clients.\n`,
    );

    const capture = await captureRequests(url);
    const captured = new Map<ListLine, Captured>();
    try {
      // Once unmeasured: the first request of a session looks it up, the next ones find it cached.
      await capture.get(seeded.lines[0]?.path ?? "/api/companies", headers);
      for (const line of seeded.lines) {
        const statements = await capture.get(line.path, headers);
        if (statements.status !== 200) {
          throw new Error(`${line.name}: the captured request answered ${statements.status}: ${statements.body}`);
        }
        captured.set(line, statements);
      }
    } finally {
      await capture.close();
    }

    const measured: (AppVersusCeiling & { request: Figures; statements: number })[] = [];
    const plans: string[][] = [];
    for (const line of seeded.lines) {
      const statements = captured.get(line) as Captured;
      const target = `${app.baseUrl}${line.path}`;
      // The app and the ceiling must answer the same page.
      const answer = await fetch(target, { headers });
      const body = await answer.text();
      if (answer.status !== 200 || idsOf(body).join() !== idsOf(statements.body).join()) {
        throw new Error(`${line.name}: the app's answer (${answer.status}) differs from the captured request's`);
      }
      const rows = idsOf(body).length;
      if (line.rows !== undefined ? rows !== line.rows : rows === 0) {
        throw new Error(`${line.name}: expected ${line.rows ?? "some"} rows, got ${rows}`);
      }
      console.log(
        `${line.name}: ${line.path.replace(/\/api\/companies\/[^/]+/, "…")}: ${rows} rows; a request sends ` +
          `${statements.request.length} statements, the ceiling ${statements.last.length} (${outline(statements.last)}).`,
      );
      if (process.env.BENCH_EXPLAIN) plans.push(await explain(ceilingDb, statements.last));
      const figures = await measureLine({ url: target, headers, appPid: app.pid }, statements, ceilingDb, options);
      measured.push({ name: line.name, ...figures });
    }

    console.log("");
    printVersusCeiling(measured);
    printCpu(measured);
    printDatabaseWork(measured);
    printPlans(measured, plans);
    return measured;
  } finally {
    await app.stop();
    await ceilingDb.end();
  }
}
