import { ErrorCode, SOCKET_PATH, SocketEvent } from "@app/contract";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createObject } from "../factories";
import { signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { makeSide, marker, type Side } from "./world";

/**
 * The realtime socket across companies: what happens in one company reaches that company's
 * users and nobody in the other, and a handshake must name the token's own user. With
 * REDIS_URL set the app uses the Redis adapter, so events go the way they go in production.
 */
let t: TestApp;
let a: Side;
let b: Side;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  a = await makeSide(t, "A");
  b = await makeSide(t, "B");
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

interface Listener {
  socket: Socket;
  events: { event: string; payload: unknown }[];
}

function listen(token: string | undefined, userId: string): Listener {
  const socket = io(base, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    query: { userId },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  const listener: Listener = { socket, events: [] };
  socket.onAny((event: string, payload: unknown) => listener.events.push({ event, payload }));
  return listener;
}

/** Resolves "connected" or the refusal's message. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.connected) resolve("connected");
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", (error) => resolve(error.message));
  });

async function until(what: string, condition: () => boolean, ms = 10_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const count = (listener: Listener, event: string) => listener.events.filter((e) => e.event === event).length;
const types = (listener: Listener) =>
  listener.events
    .filter((e) => e.event === SocketEvent.Notification)
    .map((e) => (e.payload as { data: { notification: { type: string } } }).data.notification.type)
    .sort();

async function call(token: string, method: "POST" | "PUT", url: string, payload?: object) {
  const response = await t.api.as(token).send({ method, url, payload });
  return response.statusCode;
}

/** The answer to a write naming a user of the other company: 400, that field an unknown user. */
async function refusal(token: string, url: string, payload: object) {
  const response = await t.api.as(token).post(url, payload);
  return { statusCode: response.statusCode, body: response.json() };
}
const unknownUser = (field: string) => ({
  statusCode: 400,
  body: { code: ErrorCode.Validation, field, message: "Unknown user." },
});

describe("the realtime socket across companies", () => {
  it("delivers what happens in company B to B's user only; A's users, sockets open, receive nothing of it", async () => {
    const inA = [listen(a.token, a.adminId), listen(a.reader.token, a.reader.id), listen(a.guest.token, a.guest.id)];
    const bReader = listen(b.reader.token, b.reader.id);
    const bAdmin = listen(b.token, b.adminId);
    for (const listener of [...inA, bReader, bAdmin]) expect(await outcome(listener.socket)).toBe("connected");

    const aBase = `/api/companies/${a.ids.companyId}`;
    const bBase = `/api/companies/${b.ids.companyId}`;
    // Company A naming B's user is refused, and so reaches nobody.
    expect(
      await refusal(a.token, `${aBase}/publications/${a.ids.publicationId}/shares`, { userId: b.reader.id }),
    ).toEqual(unknownUser("userId"));
    expect(
      await refusal(a.token, `${aBase}/publications/${a.ids.messageId}/posts`, {
        body: "to the other company",
        recipientIds: [b.reader.id],
      }),
    ).toEqual(unknownUser("recipientIds"));
    expect(
      await refusal(a.token, `${aBase}/notices`, {
        publicationId: a.ids.publicationId,
        title: "for the other company",
        assigneeIds: [b.reader.id],
      }),
    ).toEqual(unknownUser("assigneeIds"));

    // Company B's own events, all for B's reader.
    expect(
      await call(b.token, "POST", `${bBase}/publications/${b.ids.publicationId}/shares`, { userId: b.reader.id }),
    ).toBe(200);
    expect(
      await call(b.token, "POST", `${bBase}/publications/${b.ids.messageId}/posts`, {
        body: `Post ${marker("B")}`,
        recipientIds: [b.reader.id],
      }),
    ).toBe(201);
    expect(
      await call(b.token, "POST", `${bBase}/notices`, {
        publicationId: b.ids.publicationId,
        title: `Reminder ${marker("B")}`,
        assigneeIds: [b.reader.id],
      }),
    ).toBe(201);
    expect(await call(b.reader.token, "PUT", `/api/users/${b.reader.id}/notifications`)).toBe(200);

    await until("B's reader to receive B's events", () => count(bReader, SocketEvent.ReadNotification) === 1);
    expect(types(bReader)).toEqual(["MESSAGE", "NOTICE_ASSIGNEE", "PUBLICATION_SHARED"]);
    expect(count(bReader, SocketEvent.OrderMessage)).toBe(1);
    expect(JSON.stringify(bReader.events)).not.toContain(marker("A"));

    // A barrier: an event of A's own, sent after all of B's, reaches A's reader; then A's sockets
    // hold that and nothing else.
    expect(
      await call(a.token, "POST", `${aBase}/publications/${a.ids.publicationId}/shares`, { userId: a.reader.id }),
    ).toBe(200);
    await until("A's reader to receive A's share", () => count(inA[1] as Listener, SocketEvent.Notification) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [aAdmin, aReader, aGuest] = inA as [Listener, Listener, Listener];
    expect(aAdmin.events).toEqual([]);
    expect(aGuest.events).toEqual([]);
    expect(types(aReader)).toEqual(["PUBLICATION_SHARED"]);
    const seenInA = JSON.stringify(inA.map((listener) => listener.events));
    expect(seenInA).not.toContain(marker("B"));
    for (const id of Object.values(b.ids)) expect(seenInA, `A's sockets saw ${id}`).not.toContain(id);
    // And B's reader got nothing of A's share either.
    expect(types(bReader)).toEqual(["MESSAGE", "NOTICE_ASSIGNEE", "PUBLICATION_SHARED"]);
  });

  it("refuses a handshake whose userId is not the token's user, or without a live session", async () => {
    const loggedOut = await signIn(t.app, b.adminEmail);
    expect(await call(loggedOut, "POST", "/api/logout")).toBeLessThan(300);
    const refused: [string, string | undefined, string][] = [
      ["A's token with B's user", a.token, b.reader.id],
      ["A's token with B's administrator", a.token, b.adminId],
      ["A reader's token with A's administrator", a.reader.token, a.adminId],
      ["B's token with A's user", b.token, a.reader.id],
      ["no token", undefined, a.adminId],
      ["a malformed token", "not a token", a.adminId],
      ["a logged-out session", loggedOut, b.adminId],
      ["an empty userId", a.token, ""],
    ];
    for (const [what, token, userId] of refused) {
      const listener = listen(token, userId);
      expect(await outcome(listener.socket), what).toBe("unauthorized");
      expect(listener.socket.connected, what).toBe(false);
    }
    // The same tokens with their own users connect.
    for (const [token, userId] of [
      [a.token, a.adminId],
      [b.reader.token, b.reader.id],
    ] as const) {
      expect(await outcome(listen(token, userId).socket)).toBe("connected");
    }
  });

  it("sends a refused socket nothing of what then happens to the user it named", async () => {
    const impostor = listen(a.token, b.reader.id);
    expect(await outcome(impostor.socket)).toBe("unauthorized");
    const bReader = listen(b.reader.token, b.reader.id);
    expect(await outcome(bReader.socket)).toBe("connected");
    const bBase = `/api/companies/${b.ids.companyId}`;
    const created = await createObject(t, b, b.ids.companyId, { type: "note", name: `Fresh ${marker("B")}` });
    expect(await call(b.token, "POST", `${bBase}/publications/${created.id}/shares`, { userId: b.reader.id })).toBe(
      200,
    );
    await until("B's reader to be notified", () => count(bReader, SocketEvent.Notification) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(impostor.events).toEqual([]);
  });
});
