import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "./client";

/**
 * ANALYZE of every table changed by more than autovacuum's threshold since its last analysis (50
 * rows plus a tenth of the table, PostgreSQL's defaults), as the embedded database has no
 * autovacuum: without fresh statistics its planner takes a search view or a large company for a
 * few rows and probes it once per row (docs/benchmarks.md, "Statistics of the embedded database").
 * Answers how many tables it analysed.
 */
export async function analyzeChanged(db: Database): Promise<number> {
  const changed = rowsOf<{ table: string }>(
    await db.execute(sql`select format('%I.%I', schemaname, relname) as "table" from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`),
  );
  for (const { table } of changed) await db.execute(sql`analyze ${sql.raw(table)}`);
  return changed.length;
}
