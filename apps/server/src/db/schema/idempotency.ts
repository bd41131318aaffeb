import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Answers of POST requests sent with an Idempotency-Key (plugins/idempotency.ts): a user's own
 * rows, read and written by the server as the owner like sessions (docs/tenancy.md), kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    /** SHA-256 of the request's JSON body: the same key with another body is refused. */
    bodyHash: text().notNull(),
    /** The answer to replay; null while the first request runs. */
    status: integer(),
    contentType: text(),
    body: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key, t.method, t.path] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
