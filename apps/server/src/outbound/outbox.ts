import { afterCommit, type Database, type Tx, tenantDatabase } from "../db/client";
import { outbox } from "../db/schema";

export type Channel = "email" | "sms";

/** A stored file mailed with a message: read from storage when the message is sent. */
export interface Attachment {
  name: string;
  contentType: string;
  storageKey: string;
}

export interface Message {
  to: string;
  subject?: string;
  text: string;
  /** Mail only: files sent with it. */
  attachments?: Attachment[];
  /** A sign-in code: sent before the other messages of its channel. */
  urgent?: boolean;
}

/**
 * Puts one message in the outbox: one insert, nothing else. Given tx, it is in that
 * transaction, so the message exists exactly when the change that caused it commits. The
 * outbox job (jobs/outbox.ts) sends it; a request never waits for the provider.
 */
export type Sender = (message: Message, tx?: Tx) => Promise<void>;

/** Hands one message to a provider; throws when the provider did not take it. */
export type Transport = (message: Message) => Promise<void>;

/**
 * A sender on one channel; queued is called after a message is stored: outside a transaction at
 * once, in a tenant transaction (withTenant) once it has committed (a sign-in code in the sign-in's
 * transaction goes out at once too).
 */
export function outboxSender(db: Database, channel: Channel, queued?: () => void): Sender {
  return async ({ to, subject, text, attachments = [], urgent = false }, tx) => {
    await (tx ?? db).insert(outbox).values({ channel, recipient: to, subject, body: text, attachments, urgent });
    if (!tx) queued?.();
    else if (queued && tenantDatabase(tx)) afterCommit(tx, queued);
  };
}
