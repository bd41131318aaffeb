import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { afterCommit, type Database, type Tx, tenantDatabase } from "../db/client";
import { sha256 } from "../lib/tokens";
import { type FoundSession, findSessionByHash } from "./auth";

/** What changed: everything of one user (sessions, memberships, permissions), or one company's features. */
export type SessionChange = { userId: string } | { companyId: string };

/** The Redis channel every process of the installation listens on. */
const CHANNEL = "ws:sessions-changed";
/** Answers kept at most; the oldest goes first. */
const CAPACITY = 10_000;
const REDIS_REPORT_MS = 60_000;

interface Entry {
  answer: FoundSession;
  companyId: string | null;
  /** Date.now() past which the answer is not served: the cache's seconds, or the session's end if sooner. */
  until: number;
}

/**
 * The session lookup of authenticate (findSession) kept for a few seconds per (token, company),
 * so a request does not send a statement for it; docs/security.md "The session cache".
 */
export interface SessionCache {
  find(token: string, companyId: string | null): Promise<FoundSession | null>;
  /** Drops the answers the change may have made wrong, here and (through Redis) in every other process. */
  changed(change: SessionChange): void;
  /** The answer the cache holds for (token, company), if any: what find would answer without the database. */
  peek(token: string, companyId: string | null): FoundSession | undefined;
  /** Emits "received" with each change another process announced, once applied here. */
  readonly events: EventEmitter;
  /** Resolves once answers are kept: at once without Redis, with it once subscribed to the changes. */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

/** The caches of this process, by the database they answer for (one per app; tests build several). */
const caches = new WeakMap<Database, Set<SessionCache>>();

/**
 * The one call of every change to what a session lookup answers: a session ended, a password,
 * a membership, its type, web login or permissions, an account deleted (userId), or a company's
 * enabled features (companyId). Given a tenant transaction, it applies once that has committed;
 * given the database, the change must have committed already (call it after the write).
 */
export function sessionsChanged(tx: Tx | Database, change: SessionChange) {
  const db = tenantDatabase(tx);
  if (db) {
    afterCommit(tx as Tx, () => announce(db, change));
    return;
  }
  if (tx instanceof PgTransaction) {
    throw new Error("sessionsChanged: pass a transaction of withTenant, or the database once the change has committed");
  }
  announce(tx as Database, change);
}

function announce(db: Database, change: SessionChange) {
  for (const cache of caches.get(db) ?? []) cache.changed(change);
}

const matches = (entry: Entry, change: SessionChange) =>
  "userId" in change ? entry.answer.user.id === change.userId : entry.companyId === change.companyId;

/**
 * seconds 0: no cache, every request asks the database. With redisUrl, changes reach every
 * process through Redis; while Redis is unreachable nothing is kept (a change made elsewhere
 * could not be heard), and everything kept is dropped when it comes back.
 */
export function createSessionCache(options: {
  db: Database;
  seconds: number;
  redisUrl?: string;
  log: FastifyBaseLogger;
}): SessionCache {
  const { db, seconds } = options;
  const entries = new Map<string, Entry>();
  const events = new EventEmitter();
  const origin = randomUUID();
  const redisUrl = seconds > 0 ? options.redisUrl : undefined;
  // Bumped by every change: a lookup that started before one does not keep its answer.
  let epoch = 0;
  // Whether changes of other processes can be heard: only then is anything kept or served.
  let live = !redisUrl;
  let markListening: () => void = () => undefined;
  const listening = live ? Promise.resolve() : new Promise<void>((resolve) => (markListening = resolve));

  const drop = (change: SessionChange | null) => {
    epoch++;
    if (!change) entries.clear();
    else for (const [key, entry] of entries) if (matches(entry, change)) entries.delete(key);
  };

  const clients: ReturnType<typeof createClient>[] = [];
  let publish: (change: SessionChange) => void = () => undefined;
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    clients.push(pub, sub);
    let reported = 0;
    for (const client of [pub, sub]) {
      client.on("error", (error: Error) => {
        if (Date.now() - reported < REDIS_REPORT_MS) return;
        reported = Date.now();
        options.log.error(
          `Redis is unreachable (${error.message}): sessions are looked up in the database on every request until it is back.`,
        );
      });
    }
    let subscribed = false;
    const deaf = () => {
      live = false;
      drop(null);
    };
    sub.on("error", deaf);
    sub.on("reconnecting", deaf);
    sub.on("end", deaf);
    // After a reconnection the client subscribes again before it is ready; what was missed
    // meanwhile is unknown, so nothing kept before is served.
    sub.on("ready", () => {
      drop(null);
      live = subscribed;
    });
    const onMessage = (message: string) => {
      let parsed: { origin?: string; userId?: string; companyId?: string };
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (parsed.origin === origin) return;
      const change = parsed.userId
        ? { userId: parsed.userId }
        : parsed.companyId
          ? { companyId: parsed.companyId }
          : null;
      // Anything else: drop everything rather than guess.
      drop(change);
      events.emit("received", change);
    };
    // Not awaited: with Redis down the server starts anyway and asks the database every time.
    Promise.all([pub.connect(), sub.connect()])
      .then(() => sub.subscribe(CHANNEL, onMessage))
      .then(
        () => {
          subscribed = true;
          drop(null);
          live = sub.isReady;
          markListening();
        },
        () => undefined,
      );
    // While Redis is away the other processes keep nothing either (they cannot hear it): the change is not lost.
    publish = (change) => {
      if (pub.isReady) pub.publish(CHANNEL, JSON.stringify({ ...change, origin })).catch(() => undefined);
    };
  }

  const keyOf = (hash: string, companyId: string | null) => `${hash}:${companyId ?? ""}`;

  const cache: SessionCache = {
    async find(token, companyId) {
      const hash = sha256(token);
      if (seconds <= 0) return findSessionByHash(db, hash, companyId);
      const key = keyOf(hash, companyId);
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.until > now && live) return entry.answer;
      if (entry) entries.delete(key);
      const started = epoch;
      const answer = await findSessionByHash(db, hash, companyId);
      // Kept only if no change was heard meanwhile (the answer may predate it) and changes can be heard.
      if (answer && live && started === epoch) {
        if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value as string);
        entries.set(key, {
          answer,
          companyId,
          until: Math.min(Date.now() + seconds * 1000, answer.expiresAt.getTime()),
        });
      }
      return answer;
    },
    changed(change) {
      drop(change);
      publish(change);
    },
    peek(token, companyId) {
      const entry = entries.get(keyOf(sha256(token), companyId));
      return entry && entry.until > Date.now() && live ? entry.answer : undefined;
    },
    events,
    listening,
    async close() {
      caches.get(db)?.delete(cache);
      entries.clear();
      // close() would wait for a Redis that is down.
      await Promise.all(clients.map((c) => (c.isReady ? c.close().catch(() => undefined) : c.destroy())));
    },
  };
  if (!caches.has(db)) caches.set(db, new Set());
  caches.get(db)?.add(cache);
  return cache;
}
