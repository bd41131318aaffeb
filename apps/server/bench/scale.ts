/**
 * The scale case (issue 19): how the reminder list's cost grows with the company's size and with
 * the number of companies. For each size it seeds a fresh database (reminders-seed.ts), then asks
 * each list line one request at a time, through the app and, as the ceiling, the list's
 * transaction straight through pg, and reads the buffers the list statement touches. Buffers do
 * not depend on what else runs on the machine, so the growth shows even on a busy one.
 */
import { PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import pg from "pg";
import { signIn, startApp } from "./app";
import { captureRequests } from "./capture";
import { ceilingPool, explain, httpLoad, pgLoad } from "./load";
import { seedReminders } from "./reminders-seed";
import { count, measure, ms, printTable } from "./report";

export interface ScaleOptions {
  seconds: number;
  warmup: number;
  /** Makes a fresh migrated database and answers its URL (run.ts). */
  fresh: () => Promise<string>;
}

/** The sizes measured: reminders of the big company, and other companies of 1,000 reminders each. */
const DEFAULT_SIZES = "20000:100,200000:100,1000000:100,200000:10,200000:1000,200000:2000";

/** BENCH_SCALE_SIZES="big:companies,…" replaces the sizes (e.g. "20000:10" for a quick check). */
function sizes() {
  return (process.env.BENCH_SCALE_SIZES ?? DEFAULT_SIZES).split(",").map((pair) => {
    const [big, small] = pair.split(":").map(Number);
    if (!Number.isInteger(big) || !Number.isInteger(small) || (big as number) < 1_000 || (small as number) < 1) {
      throw new Error(`BENCH_SCALE_SIZES: "${pair}" is not <big company's reminders ≥ 1000>:<other companies ≥ 1>`);
    }
    return { bigReminders: big as number, smallCompanies: small as number };
  });
}

/** The list's query as the web sends it (apps/web/src/features/reminders/api/get-notices.ts). */
const listQuery = (filters: Record<string, string>, page: number) => ({
  ...filters,
  sort: "title",
  direction: "asc",
  limit: String(PAGE_FETCH),
  offset: String(page * PAGE_SIZE),
});

/** Buffers (shared hit + read) of a plan's top node: what the statement touched. */
const buffersOf = (plan: string) => {
  const line = plan.split("\n").find((l) => l.trim().startsWith("Buffers:")) ?? "";
  const hit = Number(line.match(/hit=(\d+)/)?.[1] ?? 0);
  const read = Number(line.match(/read=(\d+)/)?.[1] ?? 0);
  return hit + read;
};

export async function scaleBench(options: ScaleOptions) {
  const rows: string[][] = [];
  console.log(
    "One request at a time (1 connection): the app's p50 and the ceiling's (the list transaction through pg), " +
      "and the buffers the list statement touches (EXPLAIN ANALYZE, BUFFERS as app_user with the company scope). " +
      "Viewer: the big company's account administrator; lists by name, 21 fetched.\n",
  );
  for (const size of sizes()) {
    const url = await options.fresh();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const seeded = await seedReminders(admin, size).finally(() => admin.end());
    const others = `${count(size.smallCompanies)} × 1,000`;
    console.log(`Seeded ${count(seeded.bigReminders)} reminders in the big company, ${others} in the others.`);
    const lines = [
      { name: "first page", query: listQuery({ all: "true" }, 0) },
      { name: "mine, first page", query: listQuery({}, 0) },
      { name: "page 50", query: listQuery({ all: "true" }, 49) },
      { name: "search", query: { ...listQuery({ all: "true" }, 0), q: "12345" } },
    ];
    const app = await startApp(url);
    const ceilingDb = ceilingPool(url, 1);
    const capture = await captureRequests(url);
    try {
      const { headers } = await signIn(app, seeded.email);
      for (const line of lines) {
        const path = `/api/companies/${seeded.bigCompanyId}/notices?${new URLSearchParams(line.query)}`;
        const captured = await capture.get(path, headers);
        if (captured.status !== 200) throw new Error(`${line.name}: the request answered ${captured.status}`);
        const [plan = ""] = await explain(ceilingDb, captured.last);
        const appFigures = await measure((s) => httpLoad(`${app.baseUrl}${path}`, headers, 1, s), options);
        const ceiling = await measure((s) => pgLoad(ceilingDb, captured.last, 1, s), options);
        rows.push([
          line.name,
          count(seeded.bigReminders),
          count(size.smallCompanies),
          ms(appFigures.p50),
          ms(ceiling.p50),
          count(buffersOf(plan)),
          String((JSON.parse(captured.body) as unknown[]).length),
        ]);
      }
    } finally {
      await capture.close();
      await ceilingDb.end();
      await app.stop();
    }
  }
  console.log("");
  printTable(["line", "big company", "other companies", "app p50 ms", "pg p50 ms", "buffers", "rows"], rows);
}
