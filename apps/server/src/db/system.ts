import { sql } from "drizzle-orm";
import type { Database, Tx } from "./client";

/**
 * Runs fn as the restricted role with every company in scope. Only scheduled jobs use it;
 * request handlers always go through withTenant.
 */
export function withSystem<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'app_user', true), set_config('app.system', 'on', true)`);
    return fn(tx);
  });
}
