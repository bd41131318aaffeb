/**
 * The realtime case (issue 5): 2,000 signed-in users, each with a socket.io connection at
 * /webapp-updates, spread over two server processes that share PostgreSQL and Redis
 * (@socket.io/redis-adapter). Messages posted through the API of the first process notify every
 * user once per round, the posts sent one after the other (the verdict) or all at once (a burst);
 * the bench measures how long each notification takes to arrive, counts the ones that never do,
 * and reads each process's memory.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { SOCKET_PATH, SocketEvent } from "@app/contract";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { pino } from "pino";
import { io, type Socket } from "socket.io-client";
import type { Database } from "../src/db/client";
import { createRealtime } from "../src/realtime/realtime";
import { type RunningApp, startApp } from "./app";
import { percentile, rssMb } from "./load";
import { count, ms, printTable } from "./report";

export interface RealtimeOptions {
  /** Share of the 2,000 sockets. */
  scale: number;
  redisUrl: string;
}

export const USERS = 2_000;
/** Recipients of one message post (the API's maximum). */
const PER_POST = 100;
/** Measured rounds of each sending mode, each one notification to every user, after one unmeasured round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long a round waits for its last deliveries after the last post was answered. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Sockets connecting at the same time. */
const CONNECT_BATCH = 100;
/** Pause between the notify path's groups when paced: 2,000 notifications a second. */
const NOTIFY_PAUSE_MS = 50;
const MAX_P99_MS = 250;

interface Seeded {
  companyId: string;
  sender: { id: string; token: string };
  users: { id: string; token: string }[];
  /** Message objects; post p goes to users p × PER_POST … (p + 1) × PER_POST - 1. */
  messages: string[];
}

/**
 * One company: an account administrator who posts, `users` members who receive, and one message
 * object per PER_POST members. Sessions are made in SQL with tokens hashed as the server hashes
 * them (sha256, hex: src/lib/tokens.ts), so no one signs in 2,000 times.
 */
async function seed(client: pg.Client, users: number): Promise<Seeded> {
  const secret = randomBytes(16).toString("base64url");
  const q = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;
  await q("begin");
  const [company] = await q<{ id: string }>(
    `insert into companies (name, enabled_features) values ('Bench Realtime AB', $1) returning id`,
    [{ publicationTypes: ["message", "note"] }],
  );
  if (!company) throw new Error("company not created");
  // User 0 is the sender; 1 … users receive. Password hashes are never checked: sessions exist.
  const people = await q<{ n: number; id: string }>(
    `with inserted as (
       insert into users (name, email, password_hash)
       select case when n = 0 then 'Bench Sender' else 'Mottagare ' || n end, 'rt-' || n || '@example.test', 'x'
       from generate_series(0, $1::int) n
       returning id, email
     )
     select substring(email from 4 for position('@' in email) - 4)::int n, id from inserted order by 1`,
    [users],
  );
  await q(`insert into company_users (company_id, user_id) select $1, id from users where email like 'rt-%'`, [
    company.id,
  ]);
  const sender = people[0];
  if (sender?.n !== 0) throw new Error("sender not created");
  await q(`insert into permissions (company_id, user_id, permission) values ($1, $2, 'CompanyAccountAdmin')`, [
    company.id,
    sender.id,
  ]);
  await q(
    `insert into sessions (user_id, app_id, token_hash, expires_at)
     select id, 'web', encode(sha256(convert_to($1 || '_' || substring(email from 4 for position('@' in email) - 4), 'UTF8')), 'hex'),
            now() + interval '1 day'
     from users where email like 'rt-%'`,
    [secret],
  );
  const messages = await q<{ id: string }>(
    `insert into publications (company_id, type, name, object_number, created_by, updated_by)
     select $1, 'message', 'Meddelande ' || k, k, $2, $2 from generate_series(1, $3::int) k
     returning id`,
    [company.id, sender.id, Math.ceil(users / PER_POST)],
  );
  await q(`insert into company_counters (company_id, name, value) values ($1, 'publication', $2)`, [
    company.id,
    messages.length,
  ]);
  await q("commit");
  await q("vacuum (analyze)");
  const token = (n: number) => `${secret}_${n}`;
  return {
    companyId: company.id,
    sender: { id: sender.id, token: token(0) },
    users: people.slice(1).map(({ n, id }) => ({ id, token: token(n) })),
    messages: messages.map((m) => m.id),
  };
}

function connect(baseUrl: string, user: { id: string; token: string }) {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    auth: { token: user.token },
    query: { userId: user.id },
    transports: ["websocket"],
    reconnection: false,
    // One connection per socket, as 2,000 browsers would have (socket.io multiplexes by default).
    forceNew: true,
  });
  return new Promise<Socket>((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

interface Mode {
  name: string;
  /** Through the API of process 1, or the server's notify path from a third process. */
  via: "api" | "notify";
  /** Every group at once rather than one after the other. */
  burst: boolean;
}

interface NotificationEvent {
  createdAt?: string;
  data?: { notification?: { text?: string } };
}

interface Arrival {
  /** performance.now() at arrival. */
  at: number;
  /** Milliseconds since the notification's createdAt (wall clock). */
  sinceCreated: number;
}

interface Delivery {
  /** From sending the post that caused it. */
  latency: number;
  sinceCreated: number;
  /** The socket is on the other process: the event went through Redis. */
  remote: boolean;
}

export async function realtimeBench(url: string, options: RealtimeOptions) {
  const userCount = Math.max(PER_POST, Math.round(USERS * options.scale));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const started = performance.now();
  const seeded = await seed(admin, userCount).finally(() => admin.end());
  console.log(
    `Seeded ${count(userCount)} users with sessions and ${seeded.messages.length} message objects in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const apps: RunningApp[] = [];
  const sockets: Socket[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const notifierPool = new pg.Pool({ connectionString: url, max: 1 });
  notifierPool.on("error", () => undefined);
  try {
    apps.push(...(await Promise.all([0, 1].map(() => startApp(url, { redisUrl: options.redisUrl })))));
    const [first, second] = apps as [RunningApp, RunningApp];
    const idle = apps.map((app) => rssMb(app.pid));
    console.log(
      `Two server processes with Redis at ${options.redisUrl}; user i connects to process 1 + i % 2; ` +
        `messages are posted through process 1, each to ${PER_POST} users (the API's maximum).`,
    );

    // Connect every user (CONNECT_BATCH at a time) and listen for notifications.
    const connectStarted = performance.now();
    const arrivals: Map<number, Arrival>[] = [];
    let duplicates = 0;
    let disconnects = 0;
    for (let i = 0; i < seeded.users.length; i += CONNECT_BATCH) {
      const batch = seeded.users.slice(i, i + CONNECT_BATCH);
      const connected = await Promise.all(
        batch.map((user, j) => connect((i + j) % 2 === 0 ? first.baseUrl : second.baseUrl, user)),
      );
      connected.forEach((socket, j) => {
        const index = i + j;
        socket.on(SocketEvent.Notification, (payload: NotificationEvent) => {
          const at = performance.now();
          const sinceCreated = Date.now() - Date.parse(payload.createdAt ?? "");
          const round = Number(payload.data?.notification?.text?.match(/^Bench round (\d+)/)?.[1]);
          if (!Number.isInteger(round)) return;
          const seen = arrivals[round] ?? new Map<number, Arrival>();
          arrivals[round] = seen;
          if (seen.has(index)) duplicates++;
          else seen.set(index, { at, sinceCreated });
        });
        socket.on("disconnect", () => {
          disconnects++;
        });
      });
      sockets.push(...connected);
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const connectedRss = apps.map((app) => rssMb(app.pid));
    console.log(
      `Connected ${count(sockets.length)} sockets in ${connectSeconds.toFixed(1)} s ` +
        `(${count(sockets.length / connectSeconds)}/s, ${CONNECT_BATCH} at a time).`,
    );

    const headers = { authorization: `Bearer ${seeded.sender.token}`, "content-type": "application/json" };
    const post = async (round: number, p: number) => {
      const recipients = seeded.users.slice(p * PER_POST, (p + 1) * PER_POST).map((u) => u.id);
      const sent = performance.now();
      const response = await fetch(
        `${first.baseUrl}/api/companies/${seeded.companyId}/publications/${seeded.messages[p]}/posts`,
        {
          method: "POST",
          headers,
          body: JSON.stringify({ body: `Bench round ${round} post ${p}`, recipientIds: recipients }),
        },
      );
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`a post answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return { sent, answered };
    };
    // The server's own notify path, from a third process on the same Redis: fan-out alone, no API work.
    const notifier = await createRealtime(createServer(), {
      db: drizzle(notifierPool, { casing: "snake_case" }) as unknown as Database,
      redisUrl: options.redisUrl,
      log: pino({ level: "silent" }),
    });
    closers.push(() => notifier.close());
    const notify = (round: number, p: number) => {
      const createdAt = new Date().toISOString();
      const sent = performance.now();
      notifier.notify(
        seeded.users.slice(p * PER_POST, (p + 1) * PER_POST).map((user) => ({
          id: randomUUID(),
          userId: user.id,
          companyId: seeded.companyId,
          viewed: false,
          createdAt,
          data: {
            notification: {
              type: "MESSAGE" as const,
              sourceUser: { id: seeded.sender.id, name: "Bench Sender" },
              publication: { id: seeded.messages[p] as string, name: `Meddelande ${p + 1}`, type: "message" },
              company: { name: "Bench Realtime AB" },
              message: { title: `Meddelande ${p + 1}` },
              text: `Bench round ${round} notify ${p}`,
            },
          },
        })),
      );
      return { sent, answered: performance.now() };
    };

    /** One notification to every user; answers what arrived (round 0 is the unmeasured warm-up). */
    let round = 0;
    let lost = 0;
    const runRound = async (mode: Mode) => {
      const times: { sent: number; answered: number }[] = [];
      const chunks = seeded.messages.map((_, p) => p);
      if (mode.via === "api" && !mode.burst) {
        for (const p of chunks) times[p] = await post(round, p);
      } else if (mode.via === "api") {
        await Promise.all(
          chunks.map(async (p) => {
            times[p] = await post(round, p);
          }),
        );
      } else {
        for (const p of chunks) {
          times[p] = notify(round, p);
          if (!mode.burst) await sleep(NOTIFY_PAUSE_MS);
        }
      }
      const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
      while ((arrivals[round]?.size ?? 0) < seeded.users.length && performance.now() < deadline) await sleep(20);
      const seen = arrivals[round] ?? new Map<number, Arrival>();
      const missing = seeded.users.length - seen.size;
      const deliveries: Delivery[] = [...seen].map(([index, arrival]) => ({
        latency: arrival.at - (times[Math.floor(index / PER_POST)]?.sent as number),
        sinceCreated: arrival.sinceCreated,
        remote: mode.via === "notify" || index % 2 === 1,
      }));
      round++;
      await sleep(500);
      return { missing, deliveries, posts: times.map((t) => t.answered - t.sent) };
    };
    const warmUp = await runRound({ name: "warm-up", via: "api", burst: false });
    if (warmUp.missing > 0) console.log(`Warm-up round: ${warmUp.missing} notifications did not arrive.`);

    const modes: Mode[] = [
      { name: "API, one post at a time", via: "api", burst: false },
      { name: `API, ${seeded.messages.length} posts at once`, via: "api", burst: true },
      { name: `notify path, ${PER_POST} every ${NOTIFY_PAUSE_MS} ms`, via: "notify", burst: false },
      { name: `notify path, ${count(seeded.users.length)} at once`, via: "notify", burst: true },
    ];
    const results: { mode: Mode; deliveries: Delivery[]; posts: number[] }[] = [];
    for (const mode of modes) {
      const deliveries: Delivery[] = [];
      const posts: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const result = await runRound(mode);
        lost += result.missing;
        deliveries.push(...result.deliveries);
        posts.push(...result.posts);
      }
      results.push({ mode, deliveries, posts });
    }
    const afterRss = apps.map((app) => rssMb(app.pid));

    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    console.log(
      `\nEach round sends one notification to each of ${count(seeded.users.length)} users, in ${seeded.messages.length} ` +
        `groups of ${PER_POST}: through the API (a message post to ${PER_POST} recipients, sent to process 1; the route ` +
        "emits after its transaction commits), or through the server's notify path (Realtime.notify) in a third " +
        "process on the same Redis, which reaches both servers through Redis. " +
        `${ROUNDS} round(s) of each after one unmeasured.`,
    );
    console.log(
      "Latency: from sending the post (or calling notify) to the notification event at the user's socket; " +
        '"since created": from the notification\'s createdAt (for a post, the start of its transaction, on the ' +
        "database clock) to its arrival.",
    );
    console.log(`Targets: p99 < ${MAX_P99_MS} ms, nothing lost.\n`);
    const line = (name: string, values: number[]) => [
      name,
      count(values.length),
      ms(percentile(values, 50)),
      ms(percentile(values, 99)),
      ms(values[values.length - 1] ?? Number.NaN),
    ];
    const lines: string[][] = [];
    for (const { mode, deliveries, posts } of results) {
      lines.push(line(mode.name, sorted(deliveries.map((d) => d.latency))));
      if (mode.via === "api") {
        lines.push(
          line("  same process", sorted(deliveries.filter((d) => !d.remote).map((d) => d.latency))),
          line("  other process (Redis)", sorted(deliveries.filter((d) => d.remote).map((d) => d.latency))),
          line("  since created", sorted(deliveries.map((d) => d.sinceCreated))),
          line("  post answered in", sorted(posts)),
        );
      }
    }
    printTable(["deliveries", "count", "p50 ms", "p99 ms", "max ms"], lines);
    console.log(`\nLost: ${lost}; duplicates: ${duplicates}; sockets disconnected during the run: ${disconnects}.\n`);
    printTable(
      ["memory (RSS, MB)", "idle", `${count(sockets.length / 2)} sockets`, "after the rounds"],
      apps.map((_, i) => [
        `process ${i + 1}`,
        (idle[i] ?? Number.NaN).toFixed(0),
        (connectedRss[i] ?? Number.NaN).toFixed(0),
        (afterRss[i] ?? Number.NaN).toFixed(0),
      ]),
    );
    const failures = [
      lost > 0 ? `${lost} lost` : "",
      duplicates > 0 ? `${duplicates} duplicates` : "",
      disconnects > 0 ? `${disconnects} disconnects` : "",
    ].filter(Boolean);
    console.log("");
    for (const index of [0, 2]) {
      const result = results[index];
      if (!result) continue;
      const p99 = percentile(sorted(result.deliveries.map((d) => d.latency)), 99);
      const misses = [p99 >= MAX_P99_MS ? `p99 ${ms(p99)} ms ≥ ${MAX_P99_MS} ms` : "", ...failures].filter(Boolean);
      console.log(
        `Verdict, ${index === 0 ? "end to end" : "fan-out alone"} (${result.mode.name}): ` +
          (misses.length === 0 ? "PASS" : `FAIL (${misses.join(", ")})`),
      );
    }
    return { results, lost, duplicates, idle, connectedRss, afterRss };
  } finally {
    for (const socket of sockets) socket.close();
    for (const close of closers) await close().catch(() => undefined);
    await notifierPool.end();
    await Promise.all(apps.map((app) => app.stop()));
  }
}
