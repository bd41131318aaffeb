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
  const clients: { quit(): Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
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
      await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
