import type { Config } from "../config";
import type { Transport } from "./outbox";
import type { Storage } from "./storage";

// Short: a server that accepts and then stays silent fails the mail within seconds (it is tried
// again later), and well under the outbox claim, so a hung server never lets a second sender take it.
const TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "10000" };

/**
 * Mail over SMTP_URL (timeouts in its query string win); none when it is not set. Attachments are
 * streamed from storage as the mail is sent; a missing file fails the send, so it is tried again.
 */
export function smtpTransport(config: Config, storage: Storage): Transport | undefined {
  if (!config.SMTP_URL) return undefined;
  const url = new URL(config.SMTP_URL);
  for (const [name, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  }
  // nodemailer loads with the first mail.
  const transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url.toString()));
  return async ({ to, subject, text, attachments = [] }) => {
    const files = await Promise.all(
      attachments.map(async (a) => ({
        filename: a.name,
        contentType: a.contentType,
        content: await storage.read(a.storageKey),
      })),
    );
    await (await transport).sendMail({ from: config.MAIL_FROM, to, subject, text, attachments: files });
  };
}
