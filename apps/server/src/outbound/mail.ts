import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { outboxSender, type Sender } from "./outbox";

/** Mail over SMTP_URL, or the outbox when it is not set. */
export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Sender {
  if (!config.SMTP_URL) return outboxSender(db, log, "email");
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: config.MAIL_FROM, to, subject, text });
  };
}
