/**
 * The session cache (issue 19): the objects case's first page through two app processes at once,
 * one with SESSION_CACHE_SECONDS=0 (a session statement per request) and one with the default
 * (the lookup kept), measured in turns (off, on, off, on, ...) so that other work on the machine
 * weighs on both alike.
 */

import pg from "pg";
import { signIn, startApp } from "./app";
import { type Figures, httpLoad } from "./load";
import type { Options } from "./objects";
import { measure, ms, perSecond, printTable } from "./report";
import { seed } from "./seed";

const ROUNDS = 3;

export async function sessionsBench(url: string, options: Options) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const seeded = await seed(admin).finally(() => admin.end());
  const apps = {
    off: await startApp(url, { env: { SESSION_CACHE_SECONDS: "0" } }),
    on: await startApp(url),
  };
  try {
    const figures: Record<keyof typeof apps, Figures[]> = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ["off", "on"] as const) {
        const app = apps[mode];
        const { headers } = await signIn(app, seeded.email);
        const target = `${app.baseUrl}/api/companies/${seeded.bigCompanyId}/publications?limit=21`;
        figures[mode].push(await measure((s) => httpLoad(target, headers, options.connections, s), options));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    console.log(
      `\nFirst page of the objects list, ${options.connections} connections, in turns (${ROUNDS} rounds of each):`,
    );
    printTable(
      ["session cache", "p50 ms", "p99 ms", "req/s", "failed", "rounds (req/s)"],
      (["off", "on"] as const).map((mode) => {
        const runs = figures[mode];
        return [
          mode === "off" ? "off (0 s)" : "on (default)",
          ms(median(runs.map((f) => f.p50))),
          ms(median(runs.map((f) => f.p99))),
          perSecond(median(runs.map((f) => f.rps))),
          String(runs.reduce((sum, f) => sum + f.failed, 0)),
          runs.map((f) => perSecond(f.rps)).join(", "),
        ];
      }),
    );
    const gain = median(figures.on.map((f) => f.rps)) / median(figures.off.map((f) => f.rps));
    console.log(`Medians: the cache answers ${gain.toFixed(2)} × the requests/s of a lookup per request.`);
    return { figures, gain };
  } finally {
    await Promise.all([apps.off.stop(), apps.on.stop()]);
  }
}
