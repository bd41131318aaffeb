import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { BATCH, sendPending, type Transports } from "../outbound/outbox-delivery";
import { job } from "./schedule";

/**
 * The outbox senders of this process, one per channel, so a slow mail server never holds up an
 * SMS (each transport also gives up on a silent provider within seconds: outbound/mail.ts,
 * outbound/sms.ts). wake() sends what is due now (called after a message is queued outside a
 * transaction, or once the tenant transaction that queued it committed, so a sign-in code goes out
 * at once); start() also every second, for messages written inside another transaction (out within
 * a second of the commit), retries and other processes' rows. When nothing is due a tick is one
 * indexed statement per channel that changes nothing. Several processes may run it.
 */
export function outboxJob(db: Database, transports: Transports, log: FastifyBaseLogger) {
  const senders = (["email", "sms"] as const).map((channel) =>
    job(log, `outbox (${channel})`, async () => {
      let sent = 0;
      let batch: number;
      do {
        batch = await sendPending(db, transports, log, undefined, channel);
        sent += batch;
      } while (batch === BATCH);
      return sent;
    }),
  );
  return {
    wake: () => {
      for (const sender of senders) sender.wake();
    },
    start: (everyMs = 1_000) => {
      const stops = senders.map((sender) => sender.start(everyMs));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
