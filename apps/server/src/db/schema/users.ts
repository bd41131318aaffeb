import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Attachment } from "../../outbound/outbox";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    language: text({ enum: ["se", "en"] })
      .notNull()
      .default("se"),
    phone: text(),
    /** Policy: at most one live session at a time (login answers 1107 otherwise). */
    singleSession: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const userAvatars = pgTable("user_avatars", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text().notNull(),
  data: bytea().notNull(),
  updatedAt: createdAt(),
});

export const apps = pgTable("apps", {
  appId: text().primaryKey(),
  name: text().notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text()
      .notNull()
      .references(() => apps.appId),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The browser's User-Agent at sign-in (at most 500 characters), to name the device. */
    userAgent: text(),
    /** Stamped by app_session at most every 5 minutes. */
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const loginChallenges = pgTable("login_challenges", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  appId: text()
    .notNull()
    .references(() => apps.appId),
  method: text({ enum: ["email", "sms"] }).notNull(),
  destination: text().notNull(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetRequests = pgTable("password_reset_requests", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** A signed-in user's request to change their email: applied when the link mailed to the new address is opened. */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** Until then the link confirms; a recovery act sets it to its own time (voided). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the change was applied. */
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** The address when the change was asked for, restored by "this was not me" after a confirmation. */
    oldEmail: text(),
    /** The "this was not me" link mailed to the old address (single use: cleared when used). */
    cancelTokenHash: text().unique(),
    cancelExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/** A signed-in user's new phone number, applied when the code sent to it by SMS is typed (one per user). */
export const phoneChanges = pgTable("phone_changes", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newPhone: text().notNull(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Sign-in counters, each in a fixed one-hour window (bumpCounter in session.queries.ts;
 * docs/security.md): wrong passwords for an account, sign-in attempts on an account from one
 * client address, and second-factor challenges started for an account.
 */
export const signInCounters = pgTable(
  "sign_in_counters",
  {
    kind: text({ enum: ["account_failures", "address_attempts", "challenges"] }).notNull(),
    /** The email signed in with, lower case (unknown emails are counted alike). */
    email: text().notNull(),
    /** The client address for address_attempts; empty for the account-wide counters. */
    address: text().notNull().default(""),
    count: integer().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.email, t.address] })],
);

/**
 * Every mail and SMS, written in the transaction of the change that causes it; the outbox job
 * (jobs/outbox.ts) sends the pending ones with retries and records the outcome here.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** Files mailed with the message, read from storage when it is sent (outbound/outbox.ts). */
    attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    sentAt: timestamp({ withTimezone: true }),
    /** Tries so far, counted when a sender claims the row. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sender is working on the row until then; later another may take it again. */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Set when the last allowed try failed: the row is not tried again. */
    failedAt: timestamp({ withTimezone: true }),
    /** A sign-in code: sent before the other messages of its channel. */
    urgent: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);

/**
 * A user's iCal feed (docs/tasks-calendar.md, "Calendar"): one per user, only the SHA-256 of its
 * secret kept. Renewing replaces the hash, which ends the old address.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});
