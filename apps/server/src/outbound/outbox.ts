import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export interface Message {
  to: string;
  subject?: string;
  text: string;
}

/** Sends one message over a channel; without a provider it is kept in the outbox and logged. */
export type Sender = (message: Message) => Promise<void>;

export function outboxSender(db: Database, log: FastifyBaseLogger, channel: "email" | "sms"): Sender {
  return async ({ to, subject, text }) => {
    await db.insert(outbox).values({ channel, recipient: to, subject, body: text });
    log.info({ channel, to, subject }, `[outbox] ${channel} to ${to}: ${text}`);
  };
}
