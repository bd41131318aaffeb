import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { startSmtp } from "../../test/smtp";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { smtpTransport } from "../outbound/mail";
import { type Message, outboxSender } from "../outbound/outbox";
import { backoffMs, MAX_ATTEMPTS, sendPending, type Transports } from "../outbound/outbox-delivery";
import { smsTransport } from "../outbound/sms";
import { outboxJob } from "./outbox";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** A logger whose lines the test reads. */
function capturingLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const rowOf = async (recipient: string) => {
  const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  if (!row) throw new Error(`no outbox row for ${recipient}`);
  return row;
};

let counter = 0;
const address = () => `outbox-${++counter}-${Date.now()}@example.test`;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
/** A time surely after the database's now() that the rows just written got as next_attempt_at. */
const soon = () => later(new Date(), 1_000);

describe("the outbox job", () => {
  it("keeps a mail pending (tries, error, next try) while the SMTP server refuses, and sends it once when it takes mail", async () => {
    const email = smtpTransport(loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url }), t.deps.storage);
    const { log } = capturingLog();
    const to = address();
    await t.deps.mail({ to, subject: "Your code", text: "123456" });

    smtp.state.refusing = true;
    const now = soon();
    await sendPending(t.deps.db, { email }, log, now);
    let row = await rowOf(to);
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, claimedUntil: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBe(later(now, backoffMs(1)).getTime());
    // Not tried again before its time.
    await sendPending(t.deps.db, { email }, log, later(now, backoffMs(1) - 1_000));
    expect((await rowOf(to)).attempts).toBe(1);

    smtp.state.refusing = false;
    await sendPending(t.deps.db, { email }, log, later(now, backoffMs(1)));
    await sendPending(t.deps.db, { email }, log, later(now, 3_600_000));
    row = await rowOf(to);
    expect(row.sentAt).not.toBeNull();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    const mine = smtp.received.filter((mail) => mail.to.includes(to));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toContain("Subject: Your code");
  });

  it("mails a stored file as an attachment, read from storage when it is sent; a missing file is tried again", async () => {
    const email = smtpTransport(loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url }), t.deps.storage);
    const { log } = capturingLog();
    const bytes = Buffer.from("%PDF-1.7 signed bytes");
    const storageKey = `test/outbox-${Date.now()}.pdf`;
    await t.deps.storage.write(storageKey, Readable.from([bytes]));
    const to = address();
    const attachment = { name: "Avtal (signed).pdf", contentType: "application/pdf", storageKey };
    await t.deps.mail({ to, subject: "Signed", text: "Attached.", attachments: [attachment] });
    const lost = address();
    await t.deps.mail({
      to: lost,
      subject: "Signed",
      text: "Attached.",
      attachments: [{ ...attachment, storageKey: "test/none.pdf" }],
    });

    await sendPending(t.deps.db, { email }, log, soon());
    const [mail] = smtp.received.filter((m) => m.to.includes(to));
    expect(mail?.data).toMatch(/Content-Type: application\/pdf; name="Avtal \(signed\)\.pdf"/);
    expect(mail?.data).toContain(bytes.toString("base64"));
    expect((await rowOf(to)).sentAt).not.toBeNull();
    expect(await rowOf(lost)).toMatchObject({ sentAt: null, attempts: 1 });
    expect(smtp.received.some((m) => m.to.includes(lost))).toBe(false);
  });

  it("gives up after MAX_ATTEMPTS tries, waiting longer each time: marked failed, with a log line", async () => {
    const { log, lines } = capturingLog();
    const to = address();
    await t.deps.sms({ to, text: "never arrives" });
    const broken: Transports = {
      sms: async () => {
        throw new Error("provider down");
      },
    };
    let now = soon();
    const waits: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await sendPending(t.deps.db, broken, log, now);
      const row = await rowOf(to);
      expect(row.attempts).toBe(i + 1);
      if (row.failedAt) break;
      waits.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    expect(waits[0]).toBe(30_000);
    expect(waits[1]).toBe(60_000);
    const row = await rowOf(to);
    expect(row.failedAt).not.toBeNull();
    expect(row).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, lastError: "provider down" });
    expect(lines.filter((l) => l.level === 50 && l.to === to)).toHaveLength(1);

    await sendPending(t.deps.db, broken, log, later(now, 365 * 86_400_000));
    expect((await rowOf(to)).attempts).toBe(MAX_ATTEMPTS);
  });

  it("sends a message written in a transaction only if the transaction commits", async () => {
    const { log } = capturingLog();
    const [kept, dropped] = [address(), address()];
    await t.deps.db.transaction((tx) => t.deps.mail({ to: kept, subject: "Kept", text: "yes" }, tx));
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.mail({ to: dropped, subject: "Dropped", text: "no" }, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const sent: Message[] = [];
    await sendPending(t.deps.db, { email: async (m) => void sent.push(m) }, log);
    expect(sent.filter((m) => m.to === kept || m.to === dropped).map((m) => m.to)).toEqual([kept]);
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.recipient, dropped))).toEqual([]);
  });

  it("without a provider delivers to the log, in the line the browser tests read", async () => {
    const { log, lines } = capturingLog();
    const to = "+46700000001";
    await t.deps.sms({ to, text: "Your code is 654321" });
    await sendPending(t.deps.db, {}, log);
    expect(lines).toContainEqual(
      expect.objectContaining({ channel: "sms", to, msg: `[outbox] sms to ${to}: Your code is 654321` }),
    );
    expect((await rowOf(to)).sentAt).not.toBeNull();
  });

  it("sends a message queued outside a transaction at once, and one written in a transaction on its next tick", async () => {
    const { log } = capturingLog();
    const sent: string[] = [];
    const job = outboxJob(t.deps.db, { email: async (message) => void sent.push(message.to) }, log);
    const mail = outboxSender(t.deps.db, "email", job.wake);
    const [direct, inTransaction] = [address(), address()];
    await mail({ to: direct, subject: "Code", text: "111111" });
    await expect.poll(() => sent).toContain(direct);

    const stop = job.start(50);
    try {
      await t.deps.db.transaction((tx) => mail({ to: inTransaction, subject: "Invitation", text: "link" }, tx));
      await expect.poll(() => sent).toContain(inTransaction);
    } finally {
      stop();
    }
    expect(sent.filter((to) => to === direct || to === inTransaction)).toHaveLength(2);
  });

  it("sends each message exactly once when two processes send at the same time", async () => {
    const { log } = capturingLog();
    const recipients = Array.from({ length: 120 }, () => address());
    const queue = outboxSender(t.deps.db, "email");
    for (const to of recipients) await queue({ to, subject: "Once", text: "exactly once" });
    const sent: string[] = [];
    const slow: Transports = {
      email: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.to);
      },
    };
    const drain = async (db: Database) => {
      let claimed = 0;
      for (let n = -1; n !== 0; ) {
        n = await sendPending(db, slow, log);
        claimed += n;
      }
      return claimed;
    };
    const other = t.connectAgain();
    try {
      const claimed = await Promise.all([drain(t.deps.db), drain(other.db), drain(t.deps.db), drain(other.db)]);
      expect(claimed.reduce((a, b) => a + b, 0)).toBe(recipients.length);
    } finally {
      await other.close();
    }
    expect(sent.filter((to) => recipients.includes(to)).sort()).toEqual([...recipients].sort());
    const rows = await t.deps.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("sends an SMS sign-in code within 2 s while the mail server accepts connections and never speaks", async () => {
    const { log } = capturingLog();
    const held = new Set<Socket>();
    const silent = createServer((socket) => {
      held.add(socket);
      socket.on("error", () => undefined);
    });
    const texted: string[] = [];
    const provider = createHttpServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        texted.push(JSON.parse(body).to);
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const config = loadConfig({
      NODE_ENV: "test",
      SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      SMS_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`,
    });
    const job = outboxJob(t.deps.db, { email: smtpTransport(config, t.deps.storage), sms: smsTransport(config) }, log);
    const mail = outboxSender(t.deps.db, "email", job.wake);
    const sms = outboxSender(t.deps.db, "sms", job.wake);
    const mailTo = address();
    try {
      await mail({ to: mailTo, subject: "Minutes", text: "The minutes of the meeting" });
      // The mail's sender is now waiting for the server's greeting.
      await expect.poll(() => held.size).toBeGreaterThan(0);
      const phone = `+46701${String(Date.now()).slice(-6)}`;
      const queued = Date.now();
      await sms({ to: phone, text: "Your code is 123456", urgent: true });
      await expect.poll(() => texted, { timeout: 10_000 }).toContain(phone);
      expect(Date.now() - queued).toBeLessThan(2_000);
    } finally {
      for (const socket of held) socket.destroy();
      // The mail fails (the server hung up) and waits for its next try.
      await expect.poll(async () => (await rowOf(mailTo)).lastError, { timeout: 15_000 }).not.toBeNull();
      silent.close();
      provider.close();
    }
    expect(await rowOf(mailTo)).toMatchObject({ sentAt: null, attempts: 1 });
  }, 30_000);

  it("sends sign-in codes before the other messages of their channel", async () => {
    const { log } = capturingLog();
    const sent: string[] = [];
    const sms = outboxSender(t.deps.db, "sms");
    const others = Array.from({ length: 25 }, (_, i) => `+4670000${String(i).padStart(4, "0")}`);
    for (const to of others) await sms({ to, text: "Your reminder is due" });
    const code = "+46709999999";
    await sms({ to: code, text: "Your code is 123456", urgent: true });
    // One batch: the code is in it although 25 messages were queued before it.
    await sendPending(t.deps.db, { sms: async (message) => void sent.push(message.to) }, log, soon(), "sms");
    expect(sent).toContain(code);
    expect(sent.length).toBeLessThan(others.length);
  });
});
