import { RECONNECT_DELAY_MS } from "@app/contract";
import { readStorage, StorageKey } from "./storage";

/** connecting: not yet connected once; online: connected; offline: closed, a new try is planned. */
export type RealtimeStatus = "connecting" | "online" | "offline";

type Handler = (...args: never[]) => void;

/** The part of a socket.io client socket the connection uses (tests pass a fake). */
export interface RealtimeSocket {
  on(event: string, handler: Handler): unknown;
  off(event: string, handler: Handler): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface ConnectionOptions {
  userId: string;
  /** Creates the socket without connecting it (socket.io at /webapp-updates: lib/socket-io.ts). */
  open: (userId: string) => RealtimeSocket;
  /** The user id stored now (default: local storage). */
  storedUserId?: () => string | null;
  /** Called when the server refuses the socket: the session has probably ended. */
  onRefused?: () => void;
  delayMs?: number;
}

export interface RealtimeConnection {
  status(): RealtimeStatus;
  /** Calls listener whenever the status changes; answers the unsubscribe function. */
  subscribeStatus(listener: () => void): () => void;
  /** Listens to a server event; answers the unsubscribe function. */
  on<T>(event: string, handler: (payload: T) => void): () => void;
  /** Ends the connection for good (logout, another user): no reconnect follows. */
  close(): void;
}

/**
 * One realtime connection per signed-in user (spec section 4): after a close it reconnects
 * `delayMs` (5 s) later, and only while the same user id is still stored — never after logout.
 */
export function createRealtimeConnection({
  userId,
  open,
  storedUserId = () => readStorage(StorageKey.userId),
  onRefused,
  delayMs = RECONNECT_DELAY_MS,
}: ConnectionOptions): RealtimeConnection {
  const socket = open(userId);
  const listeners = new Set<() => void>();
  let status: RealtimeStatus = "connecting";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const retryLater = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed && storedUserId() === userId) socket.connect();
    }, delayMs);
  };

  socket.on("connect", () => setStatus("online"));
  socket.on("disconnect", () => {
    if (closed) return;
    setStatus("offline");
    retryLater();
  });
  socket.on("connect_error", (error: Error) => {
    if (closed) return;
    setStatus("offline");
    if (error?.message === "unauthorized") onRefused?.();
    retryLater();
  });
  socket.connect();

  return {
    status: () => status,
    subscribeStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(event, handler) {
      const listener = handler as Handler;
      socket.on(event, listener);
      return () => socket.off(event, listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      listeners.clear();
      socket.disconnect();
    },
  };
}
