import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Transport } from "./outbox";

// Well under the outbox claim, so a hung server never lets a second sender take the same mail.
const TIMEOUTS = { connectionTimeout: "30000", greetingTimeout: "30000", socketTimeout: "60000" };

/** Mail over SMTP_URL (timeouts in its query string win); none when it is not set. */
export function smtpTransport(config: Config): Transport | undefined {
  if (!config.SMTP_URL) return undefined;
  const url = new URL(config.SMTP_URL);
  for (const [name, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  }
  const transport = nodemailer.createTransport(url.toString());
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: config.MAIL_FROM, to, subject, text });
  };
}
