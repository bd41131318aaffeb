import { SOCKET_PATH } from "@app/contract";
import { io, type Socket } from "socket.io-client";

/** The app's realtime socket at baseUrl as the user's browser opens it (connecting: await `connected`). */
export const openSocket = (baseUrl: string, token: string, userId: string) =>
  io(baseUrl, {
    path: SOCKET_PATH,
    auth: { token },
    query: { userId },
    transports: ["websocket"],
    reconnection: false,
  });

/** Resolves once the socket is connected; rejects with the server's refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
