import { SOCKET_PATH } from "@app/contract";
import { io } from "socket.io-client";
import type { RealtimeSocket } from "./socket";
import { readStorage, StorageKey } from "./storage";

/**
 * The browser's socket.io client: the token goes in the handshake (read at every connect, so a
 * new sign-in's token is used), the user id in the query. socket.io's own reconnection is off:
 * the connection (lib/socket.ts) decides when to try again. Loaded after the first screen (lib/realtime.tsx).
 */
export function openSocket(userId: string): RealtimeSocket {
  return io(window.location.origin, {
    path: SOCKET_PATH,
    autoConnect: false,
    reconnection: false,
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    query: { userId },
    auth: (send) => send({ token: readStorage(StorageKey.token) ?? "" }),
  }) as unknown as RealtimeSocket;
}
