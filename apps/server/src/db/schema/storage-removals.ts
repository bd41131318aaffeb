import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Stored files to remove (docs/gdpr-erasure.md): a key is written in the transaction that made its
 * file unwanted (a GDPR erasure), so it is removed even when the process stops right after the
 * commit; the storage-removals job (jobs/storage-removals.ts) removes each file with retries and
 * deletes the row once the storage confirmed it. Not company data (no company_id, as the outbox):
 * the application's role may only add keys (migration 0045); the job reads them as the owner.
 */
export const storageRemovals = pgTable("storage_removals", {
  storageKey: text().primaryKey(),
  /** Tries so far, counted when a run claims the row. */
  attempts: integer().notNull().default(0),
  /** Not tried before then: a claimed or failed row waits out its backoff. */
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastError: text(),
  createdAt: createdAt(),
});
