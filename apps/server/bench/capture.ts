import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectPostgres } from "../src/db/client";
import { outboxSender } from "../src/outbound/outbox";
import { diskStorage } from "../src/outbound/storage";
import type { Statement } from "./load";

export interface Captured {
  status: number;
  body: string;
  /** Every statement the request sent, in order. */
  request: Statement[];
  /** The request's last transaction (from its last `begin` to the end): the route's own work. */
  last: Statement[];
}

/**
 * Runs requests through the real app in this process, on a database whose drizzle logger records
 * every statement, so the ceiling replays exactly what the server sends, whatever the auth and
 * tenant plugins do before the route. One connection, so nothing else interleaves.
 */
export async function captureRequests(url: string) {
  let log: Statement[] = [];
  const database = connectPostgres(url, { max: 1, logger: { logQuery: (text, values) => log.push({ text, values }) } });
  const db = database.db;
  const silent = pino({ level: "silent" });
  const files = mkdtempSync(join(tmpdir(), "ws-bench-capture-"));
  const app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: "test" }),
      db,
      mail: outboxSender(db, "email"),
      sms: outboxSender(db, "sms"),
      storage: diskStorage(files),
    },
    { logger: silent },
  );
  await app.ready();
  return {
    async get(path: string, headers: Record<string, string>): Promise<Captured> {
      log = [];
      // The answer as it is, for its ids: only the statements are captured here, not what the answer costs.
      const { "accept-encoding": _compressed, ...plain } = headers;
      const response = await app.inject({ method: "GET", url: path, headers: plain });
      const request = log;
      const begin = request.findLastIndex((s) => s.text.trim().toLowerCase() === "begin");
      return { status: response.statusCode, body: response.body, request, last: request.slice(Math.max(0, begin)) };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(files, { recursive: true, force: true });
    },
  };
}

/** The table after the statement's own FROM, skipping those of subqueries in its columns. */
function outerTable(sql: string) {
  let depth = 0;
  for (let i = 0; i < sql.length; i++) {
    if (sql[i] === "(") depth++;
    else if (sql[i] === ")") depth--;
    const table = depth === 0 ? sql.slice(i).match(/^ from (?:"?(\w+)|\()/i) : undefined;
    if (table) return table[1] ?? "(…)";
  }
  return undefined;
}

/** A short name for each statement ("begin", "select set_config", "select … from notices"), to print. */
export function outline(statements: readonly Statement[]) {
  return statements
    .map(({ text }) => {
      const sql = text.trim().replace(/\s+/g, " ");
      const table = /^select /i.test(sql) ? outerTable(sql) : undefined;
      if (/^select set_config/i.test(sql)) return "select set_config(…)";
      if (table) return `select … from ${table}`;
      return sql.split(" ").slice(0, 3).join(" ").toLowerCase();
    })
    .join("; ");
}
