import { vi } from "vitest";

type Listener = (...args: unknown[]) => void;

/** A socket.io client socket in memory: tests emit the server's events with `serverSends`. */
export function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    on: vi.fn((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
      return socket;
    }),
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
    /** Delivers an event to the app as the server (or socket.io itself) would. */
    serverSends(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
  return socket;
}

export type FakeSocket = ReturnType<typeof fakeSocket>;
