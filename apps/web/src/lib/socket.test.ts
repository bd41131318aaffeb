import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSocket } from "../test/fake-socket";
import { createRealtimeConnection } from "./socket";

const userId = "11111111-1111-4111-8111-111111111111";

describe("realtime connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (stored: () => string | null = () => userId, onRefused = vi.fn()) => {
    const socket = fakeSocket();
    const connection = createRealtimeConnection({ userId, open: () => socket, storedUserId: stored, onRefused });
    return { socket, connection, onRefused };
  };

  it("connects at once and reports online, then offline when the socket closes", () => {
    const { socket, connection } = start();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(connection.status()).toBe("connecting");
    socket.serverSends("connect");
    expect(connection.status()).toBe("online");
    socket.serverSends("disconnect", "transport close");
    expect(connection.status()).toBe("offline");
  });

  it("reconnects 5 seconds after a close while the user id is still stored", () => {
    const { socket } = start();
    socket.serverSends("connect");
    socket.serverSends("disconnect", "io server disconnect");
    vi.advanceTimersByTime(4999);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it("keeps trying every 5 seconds while the server cannot be reached, once per close", () => {
    const { socket } = start();
    socket.serverSends("connect_error", new Error("xhr poll error"));
    socket.serverSends("disconnect", "transport close");
    vi.advanceTimersByTime(5000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    socket.serverSends("connect_error", new Error("xhr poll error"));
    vi.advanceTimersByTime(5000);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it("does not reconnect once the user id is gone (logout, an ended session)", () => {
    let stored: string | null = userId;
    const { socket } = start(() => stored);
    socket.serverSends("connect");
    stored = null;
    socket.serverSends("disconnect", "io server disconnect");
    vi.advanceTimersByTime(60_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it("never reconnects after it is closed", () => {
    const { socket, connection } = start();
    socket.serverSends("connect");
    socket.serverSends("disconnect", "transport close");
    connection.close();
    expect(socket.disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.serverSends("disconnect", "io client disconnect");
    vi.advanceTimersByTime(60_000);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it("asks whether the session still holds when the server refuses the socket", () => {
    const { socket, onRefused } = start();
    socket.serverSends("connect_error", new Error("unauthorized"));
    expect(onRefused).toHaveBeenCalledTimes(1);
    socket.serverSends("connect_error", new Error("timeout"));
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it("passes server events to listeners until they unsubscribe, and tells status listeners of changes", () => {
    const { socket, connection } = start();
    const received: unknown[] = [];
    const off = connection.on<{ ids?: string[] }>("SEND_READ_NOTIFICATION", (payload) => received.push(payload));
    const status = vi.fn();
    connection.subscribeStatus(status);
    socket.serverSends("SEND_READ_NOTIFICATION", { ids: ["a"] });
    off();
    socket.serverSends("SEND_READ_NOTIFICATION", {});
    expect(received).toEqual([{ ids: ["a"] }]);
    socket.serverSends("connect");
    expect(status).toHaveBeenCalledTimes(1);
  });
});
