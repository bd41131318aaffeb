// The outbox's delivery: claims the due rows, hands them to their channel's transport and records
// the outcome, with retries. jobs/outbox.ts runs it.
import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, rowsOf } from "../db/client";
import { outbox } from "../db/schema";
import type { Attachment, Channel, Message, Transport } from "./outbox";

/** Tries before a message is given up (the waits between them add up to about four hours). */
export const MAX_ATTEMPTS = 10;
/** Rows claimed and sent at once: small enough for the slowest sends to end within the claim. */
export const BATCH = 10;

/** Wait before the next try after the nth failed one: 30 s, doubling (the ninth about 2 hours). */
export const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

export type Transports = Partial<Record<Channel, Transport>>;

interface Claimed {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  attachments: Attachment[];
  attempts: number;
}

/**
 * Sends the outbox rows that are due: claims a batch in one statement (rows another sender
 * holds are skipped, and a claim lapses after 5 minutes so a crashed sender's rows are taken
 * again), sign-in codes first, hands them to their channel's transport side by side, and marks each sent only
 * after the transport took it. A failure keeps the row pending with the error and a later
 * next_attempt_at; after MAX_ATTEMPTS tries it is marked failed and logged. A channel without
 * a transport is delivered to the log (development and tests read messages there). Times are
 * the database's clock (now() where messages get their first next_attempt_at), or `now` in
 * tests. Given a channel, only that channel's rows. Answers how many rows it claimed.
 */
export async function sendPending(
  db: Database,
  transports: Transports,
  log: FastifyBaseLogger,
  now?: Date,
  channel?: Channel,
): Promise<number> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const ofChannel = channel ? sql`and channel = ${channel}` : sql``;
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      update outbox set claimed_until = ${at} + interval '5 minutes', attempts = attempts + 1
      where id in (
        select id from outbox
        where sent_at is null and failed_at is null and next_attempt_at <= ${at}
          and (claimed_until is null or claimed_until <= ${at}) ${ofChannel}
        order by urgent desc, next_attempt_at
        limit ${BATCH}
        for update skip locked)
      returning id, channel, recipient, subject, body, attachments, attempts`),
  );
  await Promise.all(claimed.map((row) => send(db, transports, log, row, at)));
  return claimed.length;
}

async function send(db: Database, transports: Transports, log: FastifyBaseLogger, row: Claimed, at: SQL) {
  const message: Message = {
    to: row.recipient,
    subject: row.subject ?? undefined,
    text: row.body,
    attachments: row.attachments,
  };
  const transport = transports[row.channel];
  try {
    if (transport) await transport(message);
    else log.info({ channel: row.channel, to: message.to, subject: message.subject }, logLine(row));
  } catch (err) {
    await failed(db, log, row, at, err);
    return;
  }
  await db.update(outbox).set({ sentAt: sql`now()`, claimedUntil: null, lastError: null }).where(eq(outbox.id, row.id));
}

const logLine = (row: Claimed) =>
  `[outbox] ${row.channel} to ${row.recipient}: ${row.body}${row.attachments.map((a) => `\n[attached] ${a.name}`).join("")}`;

async function failed(db: Database, log: FastifyBaseLogger, row: Claimed, at: SQL, err: unknown) {
  const lastError = err instanceof Error ? err.message : String(err);
  const context = { outboxId: row.id, channel: row.channel, to: row.recipient, attempts: row.attempts, err };
  if (row.attempts >= MAX_ATTEMPTS) {
    await db.update(outbox).set({ failedAt: at, claimedUntil: null, lastError }).where(eq(outbox.id, row.id));
    log.error(context, `[outbox] ${row.channel} to ${row.recipient} failed for good after ${row.attempts} tries`);
    return;
  }
  const wait = backoffMs(row.attempts);
  const nextAttemptAt = sql`${at} + ${wait} * interval '1 millisecond'`;
  await db.update(outbox).set({ nextAttemptAt, claimedUntil: null, lastError }).where(eq(outbox.id, row.id));
  log.warn({ ...context, retryInMs: wait }, `[outbox] ${row.channel} to ${row.recipient} failed; tried again later`);
}
