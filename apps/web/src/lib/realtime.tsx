import { createContext, type ReactNode, use, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { z } from "zod/mini";
import { api } from "./api-client";
import { createRealtimeConnection, type RealtimeConnection, type RealtimeSocket, type RealtimeStatus } from "./socket";

const RealtimeContext = createContext<RealtimeConnection | null>(null);

interface Props {
  userId: string;
  /** Tests pass a fake socket. */
  open?: (userId: string) => RealtimeSocket;
  children: ReactNode;
}

/**
 * The signed-in user's realtime connection: opened when the signed-in screens start, closed when
 * they end (logout, another user). A refused socket asks the API whether the session still holds:
 * a 401 there logs out, which ends the connection instead of retrying forever.
 */
export function RealtimeProvider({ userId, open, children }: Props) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  useEffect(() => {
    let next: RealtimeConnection | undefined;
    let ended = false;
    // socket.io's client loads after the first screen: the status is "connecting" until then.
    const opener = open ? Promise.resolve(open) : import("./socket-io").then((module) => module.openSocket);
    void opener.then((openSocket) => {
      if (ended) return;
      next = createRealtimeConnection({
        userId,
        open: openSocket,
        onRefused: () => void api.get(`/users/${userId}`, z.unknown(), { errorPages: false }).catch(() => undefined),
      });
      setConnection(next);
    });
    return () => {
      ended = true;
      next?.close();
      setConnection(null);
    };
  }, [userId, open]);
  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}

const noSubscription = () => () => {};

/** The connection's status; "connecting" outside a RealtimeProvider. */
export function useRealtimeStatus(): RealtimeStatus {
  const connection = use(RealtimeContext);
  return useSyncExternalStore(
    connection ? connection.subscribeStatus : noSubscription,
    () => connection?.status() ?? "connecting",
  );
}

/** Calls the latest `handler` for every `event` the server sends while the component is mounted. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void) {
  const connection = use(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => connection?.on<T>(event, (payload) => latest.current(payload)), [connection, event]);
}
