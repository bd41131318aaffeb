import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { requestContext } from "../lib/request-context";
import { lockDataDir, StartupError } from "../startup";

// Without the tables' relations: nothing uses drizzle's relational queries (db.query), and a database given
// them builds a query builder per table for every transaction, per request (docs/benchmarks.md).
export type Database = PgDatabase<PgQueryResultHKT>;
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

export function connectPostgres(url: string, options: { max?: number; logger?: Logger } = {}): Db {
  // No request waits for the database forever: a free connection within 10 s, a statement
  // within 30 s, else the request answers 503 (plugins/errors.ts). In pipeline mode a statement
  // is written as soon as it is asked for, not once the one before it has been answered.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: plannerOptions,
    connectionTimeoutMillis: 10_000,
    statement_timeout: 30_000,
    pipeline: true,
  });
  // An idle connection that dies is dropped by the pool (the next request opens another), not a crash.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { casing: "snake_case", logger: options.logger }) as unknown as Database;
  pipelined.set(db, pipelinedTransaction(pool, options.logger));
  return {
    db,
    // Migrations (an index on a big table) may take longer than a request's statement.
    migrate: async () => {
      const own = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg(own, { casing: "snake_case" }), { migrationsFolder });
      } finally {
        await own.end();
      }
    },
    async exclusive(fn) {
      // A session lock on a connection of its own, without the statement timeout: the others
      // wait in pg_advisory_lock as long as the first one's migrations take.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await fn();
      } finally {
        // Ending the session releases the lock.
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * What every embedded database starts with: pg_trgm for the search indexes, btree_gist for the
 * calendar's (migration 0044), and no self-join elimination (PostgreSQL 18, PGlite's version),
 * which would fold the search views back into the list's own scan of the table, under row level
 * security again (migration 0040 does the same on a PostgreSQL server of version 18 or later;
 * docs/benchmarks.md).
 */
export const pgliteOptions = {
  extensions: { btree_gist, pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "enable_self_join_elimination=off"],
};

export function connectPglite(client: PGlite): Db {
  const db = drizzlePglite(client, { casing: "snake_case" });
  return {
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite kept in dataDir (an existing, writable
 * folder), which this process then holds alone until close.
 */
export async function connect(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const unlock = lockDataDir(options.dataDir);
  const dir = join(options.dataDir, "pgdata");
  // PGlite's 128 MB of shared buffers live in the process's own memory (on top of the file cache
  // the operating system keeps anyway): 32 MB starts the server about 100 MB smaller.
  const client = new PGlite(dir, {
    ...pgliteOptions,
    startParams: [...pgliteOptions.startParams, "-c", "shared_buffers=32MB"],
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw new StartupError(
      `The embedded database in ${dir} cannot be opened (${(error as Error).message}): it is damaged or not a database of this version. Restore DATA_DIR from a backup, or move ${dir} away to start with an empty database.`,
    );
  }
  const db = connectPglite(client);
  return {
    ...db,
    close: async () => {
      await db.close();
      unlock();
    },
  };
}

/** The rows of db.execute: node-postgres and PGlite both answer { rows }. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface TenantScope {
  /** Companies whose rows the transaction may see. */
  companyIds?: readonly string[];
  /** The user whose own memberships the transaction may see. */
  userId?: string;
}

/** Each open tenant transaction's database and callbacks, run once it has committed (afterCommit). */
const pending = new WeakMap<Tx, { db: Database; committed: (() => void)[] }>();

/**
 * Runs fn in a transaction as the restricted role with the given scope. Row level security
 * hides every company row outside the scope; a transaction without a scope sees none. The
 * request's API token, address and user agent go into the settings the audit trigger reads
 * (the actor is app.user_id; docs/audit.md).
 */
export async function withTenant<T>(db: Database, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const request = requestContext();
  // set_config('role', …, true) is SET LOCAL ROLE.
  const scoped = sql`select set_config('role', 'app_user', true),
                 set_config('app.company_ids', ${(scope.companyIds ?? []).join(",")}, true),
                 set_config('app.user_id', ${scope.userId ?? ""}, true),
                 set_config('app.token_id', ${request?.tokenId ?? ""}, true),
                 set_config('app.ip', ${request?.ip ?? ""}, true),
                 set_config('app.user_agent', ${request?.userAgent ?? ""}, true)`;
  const run = async (tx: Tx) => {
    pending.set(tx, { db, committed });
    return fn(tx);
  };
  const transaction = pipelined.get(db);
  const result = transaction
    ? await transaction(scoped, run)
    : await db.transaction(async (tx) => {
        await tx.execute(scoped);
        return run(tx);
      });
  for (const then of committed) then();
  return result;
}

/** A transaction that starts with a given statement (withTenant's role and scope); commits unless fn throws. */
type Transaction = <T>(first: SQL, fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** The pipelined transactions of each PostgreSQL database (connectPostgres); PGlite has no round trips to save. */
const pipelined = new WeakMap<Database, Transaction>();

/**
 * A transaction whose begin, first statement and fn's first statement leave in one write and come
 * back in one round trip, where drizzle's transaction waits for each (4 round trips for a list:
 * begin, the scope, the list, commit; now 2). The pool's clients are in pipeline mode, so each
 * statement is written when asked for; the socket is corked until the statements asked for in the
 * same turn of the event loop are written. Answers come back in order: fn's first statement is
 * answered after begin and the scope, and if either failed the transaction is aborted and fn's
 * statements fail with it (begin itself only fails on a connection that fails everything).
 */
function pipelinedTransaction(pool: pg.Pool, logger: Logger | undefined): Transaction {
  const dialect = new PgDialect({ casing: "snake_case" });
  return async (first, fn) => {
    const client = await pool.connect();
    // The pool does not listen while a client is out: a lost connection would be an uncaught exception.
    const ignore = () => undefined;
    client.on("error", ignore);
    // fn's statements reach the connection only until fn has settled: one it sends later would run
    // after commit as the login role, or inside the next request's transaction.
    let open = true;
    const guarded = {
      query: (...args: Parameters<pg.PoolClient["query"]>) =>
        open ? client.query(...args) : Promise.reject(new Error("A statement after its transaction ended")),
    } as unknown as pg.PoolClient;
    const tx = new NodePgTransaction(dialect, new NodePgSession(guarded, dialect, undefined, { logger }), undefined);
    const end = new NodePgSession(client, dialect, undefined, { logger });
    const socket = client.connection.stream;
    socket.cork();
    process.nextTick(() => socket.uncork());
    // A drizzle statement is sent once something calls its then(); Promise.all would call it a
    // microtask later, after fn may have sent its first statement, outside the transaction.
    const opened = Promise.all([tx.execute(sql`begin`).then(), tx.execute(first).then()]);
    // Awaited below, after fn: an error of begin or the scope is the transaction's error.
    opened.catch(() => undefined);
    let broken: Error | undefined;
    try {
      const result = await fn(tx as unknown as Tx);
      open = false;
      await opened;
      const done = await end.execute<pg.QueryResult>(sql`commit`);
      // COMMIT of a transaction a failed statement aborted answers ROLLBACK, not an error.
      if (done.command !== "COMMIT") throw new Error("The transaction was rolled back: one of its statements failed");
      return result;
    } catch (error) {
      open = false;
      await end.execute(sql`rollback`).catch((lost: Error) => {
        broken = lost;
      });
      throw await opened.then(
        () => error,
        (failed: unknown) => failed,
      );
    } finally {
      client.removeListener("error", ignore);
      // A connection that could not roll back, or is not idle, is closed, not handed to the next request.
      client.release(broken ?? (client.getTransactionStatus() === "I" ? undefined : new Error("not idle")));
    }
  };
}

/**
 * Runs fn once the tenant transaction tx has committed, and never if it rolls back: the one way
 * to tell the outside world (realtime events, wake-ups) about a change.
 */
export function afterCommit(tx: Tx, fn: () => void) {
  const queue = pending.get(tx)?.committed;
  if (!queue) throw new Error("afterCommit needs a transaction of withTenant");
  queue.push(fn);
}

/** The database a tenant transaction runs on; undefined for anything else (a database, another transaction). */
export const tenantDatabase = (tx: Tx | Database): Database | undefined => pending.get(tx as Tx)?.db;
