/**
 * The reminders case (issue 4): the reminder list of a company with 200,000 reminders (next to
 * 1,000 companies with 1,000 each) as the web asks for it — the first page, a filtered page and
 * page 50 — through the real app and, as the ceiling, the same transaction sent straight through
 * `pg`.
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import pg from "pg";
import { signIn, startApp } from "./app";
import { type Captured, captureRequests, outline } from "./capture";
import { ceilingPool, explain, type Figures } from "./load";
import { BIG_REMINDERS, SMALL_COMPANIES, SMALL_REMINDERS, seedReminders } from "./reminders-seed";
import {
  count,
  measureLine,
  ms,
  perSecond,
  printCpu,
  printDatabaseWork,
  printPlans,
  printVersusCeiling,
} from "./report";

export interface RemindersOptions {
  seconds: number;
  warmup: number;
  connections: number;
  /** Share of the data (1 = 200,000 + 1,000 × 1,000 reminders). */
  scale: number;
}

/** Days after today the filtered page's date range ends. */
const FILTER_DAYS = 180;

interface Case {
  name: string;
  query: Record<string, string>;
  /** Rows the page must answer (undefined: at least one). */
  rows?: number;
}

interface Measured {
  name: string;
  rows: number;
  app: Figures;
  ceiling: Figures;
  open: Figures;
  /** All statements of one request (session, membership, list) straight through pg. */
  request: Figures;
  statements: number;
  ceilingStatements: number;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The list's query as the web sends it (apps/web/src/features/reminders/api/get-notices.ts): with
 * `after`, the id of the previous page's last row, when the web read that page (it came by "next").
 */
const listQuery = (filters: Record<string, string>, page: number, after?: string) => ({
  ...filters,
  sort: "title",
  direction: "asc",
  limit: String(PAGE_FETCH),
  offset: String(page * PAGE_SIZE),
  ...(after ? { after } : {}),
});

const idsOf = (body: string) => (JSON.parse(body) as { id: string }[]).map((row) => row.id);

export async function remindersBench(url: string, options: RemindersOptions) {
  const sizes = {
    bigReminders: Math.max(1_000, Math.round(BIG_REMINDERS * options.scale)),
    smallCompanies: Math.max(1, Math.round(SMALL_COMPANIES * options.scale)),
  };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const started = performance.now();
  const seeded = await seedReminders(admin, sizes).finally(() => admin.end());
  console.log(
    `Seeded ${count(seeded.reminders)} reminders (1 company × ${count(seeded.bigReminders)}, ` +
      `${count(sizes.smallCompanies)} companies × ${count(SMALL_REMINDERS)}) with ${count(seeded.assignees)} assignees ` +
      `on ${count(seeded.objects)} objects, ${count(seeded.users)} users, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const setup = process.env.BENCH_SETUP_SQL;
  if (setup) {
    // To try a change (an index, a setting) before proposing it; the output says so.
    console.log(`BENCH_SETUP_SQL (not part of the app): ${setup}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client
      .query(setup)
      .then(() => client.query("analyze"))
      .finally(() => client.end());
  }

  const app = await startApp(url);
  const ceilingDb = ceilingPool(url, options.connections);
  try {
    const { headers } = await signIn(app, seeded.email);

    const to = addDays(seeded.today, FILTER_DAYS);
    /** The id of the last row before `page` (0-based) of the whole list by name, as the web has it from that page. */
    const lastBefore = async (page: number) => {
      const query = new URLSearchParams({
        ...listQuery({ all: "true" }, 0),
        limit: "1",
        offset: String(page * PAGE_SIZE - 1),
      });
      const answer = await fetch(`${app.baseUrl}/api/companies/${seeded.bigCompanyId}/notices?${query}`, { headers });
      return idsOf(await answer.text())[0];
    };
    const cases: Case[] = [
      { name: "first page", query: listQuery({ all: "true" }, 0), rows: PAGE_FETCH },
      {
        name: "filtered page",
        query: listQuery(
          {
            from: seeded.today,
            to,
            completed: "false",
            categoryId: seeded.filter.categoryId,
            assignee: seeded.filter.assigneeId,
            all: "true",
          },
          0,
        ),
      },
      // Reached by "next": the web sends the previous page's last row (issue 19).
      { name: "page 50", query: listQuery({ all: "true" }, 49, await lastBefore(49)), rows: PAGE_FETCH },
      // Deep paging (issue 19): 100,000 rows in; empty below BENCH_SCALE 0.5.
      { name: "page 5000", query: listQuery({ all: "true" }, 4999, await lastBefore(4999)) },
      // Opened from an address (a link, a reload): the offset alone, every row before the page skipped.
      { name: "page 5000, offset only", query: listQuery({ all: "true" }, 4999) },
      { name: "mine, first page", query: listQuery({}, 0), rows: PAGE_FETCH },
    ];

    console.log(
      `PostgreSQL ${seeded.version}, ${availableParallelism()} CPUs; ${options.connections} connections, ` +
        `${options.warmup} s warm-up + ${options.seconds} s per measurement.`,
    );
    console.log(
      "Viewer: the big company's account administrator (sees every reminder), asking as the web's reminder list does " +
        "(GET /api/companies/{id}/notices, sort by name, 21 fetched). all=true lists the whole company; " +
        `"mine" is the list's default (reminders the viewer manages or is assigned to, ~2 % of them).`,
    );
    console.log(`Filtered page: one category, ongoing, reminder date ${seeded.today} … ${to}, one assignee.`);
    console.log(
      "Ceiling: the list's transaction as the app sends it (its last transaction of the request), " +
        `straight through pg on ${options.connections} clients.\n`,
    );

    // What the app sends for each case, captured from drizzle's query log in this process.
    const capture = await captureRequests(url);
    const captured = new Map<Case, Captured>();
    try {
      for (const c of cases) {
        const path = `/api/companies/${seeded.bigCompanyId}/notices?${new URLSearchParams(c.query)}`;
        const statements = await capture.get(path, headers);
        if (statements.status !== 200) throw new Error(`${c.name}: the captured request answered ${statements.status}`);
        captured.set(c, statements);
      }
    } finally {
      await capture.close();
    }

    const measured: Measured[] = [];
    const plans: string[][] = [];
    for (const c of cases) {
      const statements = captured.get(c) as Captured;
      const target = `${app.baseUrl}/api/companies/${seeded.bigCompanyId}/notices?${new URLSearchParams(c.query)}`;
      // The app and the ceiling must answer the same page.
      const answer = await fetch(target, { headers });
      const body = await answer.text();
      if (answer.status !== 200 || idsOf(body).join() !== idsOf(statements.body).join()) {
        throw new Error(`${c.name}: the app's answer (${answer.status}) differs from the captured request's`);
      }
      const rows = idsOf(body).length;
      if (c.rows !== undefined && rows !== c.rows) throw new Error(`${c.name}: expected ${c.rows} rows, got ${rows}`);
      if (rows === 0) console.log(`${c.name}: no rows (BENCH_SCALE too small for this filter).`);
      console.log(
        `${c.name}: ${rows} rows; a request sends ${statements.request.length} statements, ` +
          `the ceiling ${statements.last.length} (${outline(statements.last)}).`,
      );
      if (process.env.BENCH_EXPLAIN) plans.push(await explain(ceilingDb, statements.last));

      const figures = await measureLine({ url: target, headers, appPid: app.pid }, statements, ceilingDb, options);
      measured.push({ name: c.name, rows, ...figures, ceilingStatements: statements.last.length });
    }

    console.log("");
    printVersusCeiling(measured);
    printCpu(measured);
    const pages = ["first page", "page 50", "page 5000", "page 5000, offset only"].map((name) =>
      measured.find((m) => m.name === name),
    );
    console.log(
      `\nDeep pages (all=true, by name): pages 1 / 50 / 5000 (after the previous page's last row) / 5000 (offset only) — app p50 ${pages.map((m) => (m ? ms(m.app.p50) : "—")).join(" / ")} ms, ` +
        `req/s ${pages.map((m) => (m ? perSecond(m.app.rps) : "—")).join(" / ")}; ` +
        `pg tx/s ${pages.map((m) => (m ? perSecond(m.ceiling.rps) : "—")).join(" / ")}.`,
    );
    printDatabaseWork(measured);
    printPlans(measured, plans);
    return measured;
  } finally {
    await app.stop();
    await ceilingDb.end();
  }
}
