import type { Server as HttpServer } from "node:http";
import { type Notification, SOCKET_PATH, SocketEvent } from "@app/contract";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { Server } from "socket.io";
import type { Database } from "../db/client";
import { findSession } from "../plugins/auth";

/** What the rest of the server tells connected browsers. */
export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  notify(notifications: (Notification & { userId: string })[]): void;
  /** Disconnects the sockets of one session (logout). */
  endSession(sessionId: string): void;
  /** Disconnects every socket of a user (password reset, removal). */
  endUser(userId: string): void;
  close(): Promise<void>;
}

const userRoom = (id: string) => `user:${id}`;
const sessionRoom = (id: string) => `session:${id}`;
const SWEEP_MS = 60_000;
const REDIS_REPORT_MS = 60_000;

/**
 * Socket.IO at /webapp-updates. A socket authenticates with its session token (handshake
 * auth.token) and the userId query must be that session's user. Rooms per user and session;
 * with REDIS_URL, events reach sockets on every server process.
 */
export async function createRealtime(
  server: HttpServer,
  options: { db: Database; redisUrl?: string; log: FastifyBaseLogger },
): Promise<Realtime> {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
  const clients: ReturnType<typeof createClient>[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    // Redis down (at start or later) is one log line a minute, not an error per reconnection
    // attempt; the server keeps serving and the clients keep reconnecting on their own.
    let reported = 0;
    for (const client of [pub, sub]) {
      client.on("error", (error: Error) => {
        if (Date.now() - reported < REDIS_REPORT_MS) return;
        reported = Date.now();
        options.log.error(
          `Redis is unreachable (${error.message}): real-time events reach only this process's sockets until it is back.`,
        );
      });
      client.on("ready", () => {
        if (!reported) return;
        reported = 0;
        options.log.info("Redis is reachable again.");
      });
    }
    clients.push(pub, sub);
    // Not awaited: with Redis down the server starts anyway, its sockets served by the local
    // adapter. Sockets that joined rooms there reconnect (the client does so by itself) to join
    // them again in the Redis adapter.
    Promise.all([pub.connect(), sub.connect()]).then(
      () => {
        io.adapter(createAdapter(pub, sub));
        io.local.disconnectSockets(true);
      },
      () => undefined,
    );
  }

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    const found = typeof token === "string" ? await findSession(options.db, token).catch(() => null) : null;
    const session = found?.user;
    if (!session || socket.handshake.query.userId !== session.id) return next(new Error("unauthorized"));
    socket.data = { userId: session.id, sessionId: session.sessionId, token };
    await socket.join([userRoom(session.id), sessionRoom(session.sessionId)]);
    next();
  });

  // A session can also end where no event reaches us (expiry, a change made elsewhere).
  const sweep = setInterval(async () => {
    for (const socket of await io.local.fetchSockets()) {
      const live = await findSession(options.db, socket.data.token).catch(() => null);
      if (!live) socket.disconnect(true);
    }
  }, SWEEP_MS);

  return {
    toUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    notify(notifications) {
      for (const { userId, ...notification } of notifications) {
        io.to(userRoom(userId)).emit(SocketEvent.Notification, notification);
      }
    },
    endSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    endUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    async close() {
      clearInterval(sweep);
      await io.close();
      // close() would wait for a Redis that is down.
      await Promise.all(clients.map((c) => (c.isReady ? c.close().catch(() => undefined) : c.destroy())));
    },
  };
}
