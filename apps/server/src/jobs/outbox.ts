import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, rowsOf } from "../db/client";
import { outbox } from "../db/schema";
import type { Channel, Message, Transport } from "../outbound/outbox";

/** Tries before a message is given up (about four hours of backoff in all). */
export const MAX_ATTEMPTS = 10;
const BATCH = 50;

/** Wait before the next try after the nth failed one: 30 s, doubling, at most 6 hours. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);

export type Transports = Partial<Record<Channel, Transport>>;

interface Claimed {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/**
 * Sends the outbox rows that are due: claims a batch in one statement (rows another sender
 * holds are skipped, and a claim lapses after 5 minutes so a crashed sender's rows are taken
 * again), hands each to its channel's transport, and marks it sent only after the transport
 * took it. A failure keeps the row pending with the error and a later next_attempt_at; after
 * MAX_ATTEMPTS tries it is marked failed and logged. A channel without a transport is
 * delivered to the log (development and tests read messages there). Answers how many rows it
 * claimed.
 */
export async function sendPending(
  db: Database,
  transports: Transports,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      update outbox set claimed_until = ${at}::timestamptz + interval '5 minutes', attempts = attempts + 1
      where id in (
        select id from outbox
        where sent_at is null and failed_at is null and next_attempt_at <= ${at}::timestamptz
          and (claimed_until is null or claimed_until <= ${at}::timestamptz)
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked)
      returning id, channel, recipient, subject, body, attempts`),
  );
  for (const row of claimed) {
    const message: Message = { to: row.recipient, subject: row.subject ?? undefined, text: row.body };
    const transport = transports[row.channel];
    try {
      if (transport) await transport(message);
      else log.info({ channel: row.channel, to: message.to, subject: message.subject }, logLine(row));
    } catch (err) {
      await failed(db, log, row, now, err);
      continue;
    }
    await db
      .update(outbox)
      .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
  }
  return claimed.length;
}

const logLine = (row: Claimed) => `[outbox] ${row.channel} to ${row.recipient}: ${row.body}`;

async function failed(db: Database, log: FastifyBaseLogger, row: Claimed, now: Date, err: unknown) {
  const lastError = err instanceof Error ? err.message : String(err);
  const context = { outboxId: row.id, channel: row.channel, to: row.recipient, attempts: row.attempts, err };
  if (row.attempts >= MAX_ATTEMPTS) {
    await db.update(outbox).set({ failedAt: now, claimedUntil: null, lastError }).where(eq(outbox.id, row.id));
    log.error(context, `[outbox] ${row.channel} to ${row.recipient} failed for good after ${row.attempts} tries`);
    return;
  }
  const nextAttemptAt = new Date(now.getTime() + backoffMs(row.attempts));
  await db.update(outbox).set({ nextAttemptAt, claimedUntil: null, lastError }).where(eq(outbox.id, row.id));
  log.warn({ ...context, nextAttemptAt }, `[outbox] ${row.channel} to ${row.recipient} failed; tried again later`);
}

/**
 * The outbox sender of this process: wake() sends what is due now (called after a message is
 * queued outside a transaction, so a sign-in code goes out at once); start() also every second,
 * for messages written inside a transaction (out within a second of the commit), retries and
 * other processes' rows. When nothing is due a tick is one indexed statement that changes
 * nothing. Several processes may run it.
 */
export function outboxJob(db: Database, transports: Transports, log: FastifyBaseLogger) {
  let running = false;
  let again = false;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while (!stopped && (await sendPending(db, transports, log)) === BATCH) {}
      } while (again && !stopped);
    } catch (err) {
      log.error({ err }, "outbox delivery failed");
    } finally {
      running = false;
    }
  };
  return {
    wake: () => void tick(),
    /** Answers a stop function. */
    start(everyMs = 1_000) {
      void tick();
      const timer = setInterval(tick, everyMs);
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
}
