import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { outboxSender, type Sender } from "./outbox";

/**
 * SMS through an HTTP provider at SMS_URL (JSON { from, to, message }, bearer SMS_TOKEN),
 * or the outbox when it is not set.
 */
export function createSmsSender(config: Config, db: Database, log: FastifyBaseLogger): Sender {
  const url = config.SMS_URL;
  if (!url) return outboxSender(db, log, "sms");
  return async ({ to, text }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.SMS_TOKEN ? { authorization: `Bearer ${config.SMS_TOKEN}` } : {}),
      },
      body: JSON.stringify({ from: config.SMS_FROM, to, message: text }),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}
