import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SOCKET_PATH } from "@app/contract";
import { io } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { PASSWORD } from "./fixtures";
import { startServer } from "./server-process";

describe("a process told to stop (SIGTERM)", () => {
  const server = startServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), "ws-stop-")),
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: "info",
  });
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("finishes the request in flight, drops the sockets, takes no new connection and exits cleanly", async () => {
    const url = await server.address;
    const signedIn = await fetch(`${url}/api/authorize?appId=web`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.test", password: PASSWORD }),
    });
    const { token, userId } = (await signedIn.json()) as { token: string; userId: string };
    const socket = io(url, { path: SOCKET_PATH, auth: { token }, query: { userId }, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", resolve));

    // A sign-in whose body is still on its way: the server has the request (it answered
    // "100 Continue") when the signal comes.
    const body = JSON.stringify({ email: "admin@demo.test", password: PASSWORD });
    const { port } = new URL(url);
    const inFlight = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/authorize?appId=web",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.once("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      inFlight.once("error", reject);
    });
    await new Promise<void>((resolve) => inFlight.once("continue", resolve));

    server.child.kill("SIGTERM");
    await server.printed("stopping: finishing the requests in flight");
    // The sockets go at once; the client is told by the transport, so it reconnects (elsewhere).
    expect(await dropped).toBe("transport close");
    await expect(fetch(`${url}/health`)).rejects.toThrow();

    inFlight.end(body);
    expect(await answered).toBe(200);
    expect(await server.exited).toMatchObject({ code: 0 });
    socket.close();
  }, 90_000);
});
