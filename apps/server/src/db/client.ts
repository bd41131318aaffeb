import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Db {
  db: Database;
  migrate(): Promise<void>;
  /** Runs fn while no other process of the installation runs its own (start-up: migrations, demo data). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (any fixed number; "wsstart" in ASCII). */
const STARTUP_LOCK = 0x77737374617274;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Planner settings for every app connection. Under row level security the planner may not use
 * column statistics for operators that are not leakproof (ILIKE among them), so it guesses a
 * search matches a handful of rows: with the default random_page_cost (4) it then reads all of
 * a big company's objects and sorts them instead of walking the name index until a page is
 * full, and the inflated cost switches on JIT compilation (about a second per query). 1.1 is
 * the usual value for SSD or cached data; JIT never pays off for these short queries.
 * (docs/benchmarks.md; `npm run bench`)
 */
export const plannerOptions = "-c random_page_cost=1.1 -c jit=off";

export function connectPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: plannerOptions });
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Database,
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusive(fn) {
      // A session lock on a connection of its own: the others wait in pg_advisory_lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function connectPglite(client: PGlite): Db {
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, else embedded PGlite kept in dataDir. */
export function connect(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return connectPglite(new PGlite(`${options.dataDir}/pgdata`));
}

/** The rows of db.execute: node-postgres and PGlite both answer { rows }. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface TenantScope {
  /** Companies whose rows the transaction may see. */
  companyIds?: readonly string[];
  /** The user whose own memberships the transaction may see. */
  userId?: string;
}

/**
 * Runs fn in a transaction as the restricted role with the given scope. Row level security
 * hides every company row outside the scope; a transaction without a scope sees none.
 */
export function withTenant<T>(db: Database, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('role', 'app_user', true),
                 set_config('app.company_ids', ${(scope.companyIds ?? []).join(",")}, true),
                 set_config('app.user_id', ${scope.userId ?? ""}, true)`,
    );
    return fn(tx);
  });
}
