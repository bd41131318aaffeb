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

/**
 * Runs fn as the database's owner within tx, a transaction of withTenant (which runs as app_user),
 * then returns to app_user: for the owner's SECURITY DEFINER functions that app_user may not call
 * (GDPR erasure's rewrite of the audit log and the e-sign trail, and the account's deletion), so
 * they commit or roll back with the rest of the change. On an error the transaction is rolled back.
 */
export async function asOwner<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('role', 'none', true)`);
  const result = await fn(tx);
  await tx.execute(sql`select set_config('role', 'app_user', true)`);
  return result;
}
