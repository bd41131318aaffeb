import { Writable } from "node:stream";
import Fastify from "fastify";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { RequestLog } from "./request-log";

const logged = () => {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    loggerInstance: pino(
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(JSON.parse(String(chunk)))) }),
    ),
    logController: new RequestLog(),
  });
  app.get("/things/:id", async () => ({ ok: true }));
  app.delete("/things/:id", async (_request, reply) => reply.code(204).send());
  return { app, lines };
};

let app: ReturnType<typeof logged>["app"] | undefined;
afterEach(() => app?.close());

describe("the request log", () => {
  it("writes one line per request, with its method, address, status and time", async () => {
    const log = logged();
    app = log.app;
    await app.inject({ url: "/things/42?q=a", remoteAddress: "203.0.113.9" });
    await app.inject({ method: "DELETE", url: "/things/42" });

    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/things/42?q=a", remoteAddress: "203.0.113.9" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(log.lines[1]).toMatchObject({ req: { method: "DELETE", url: "/things/42" }, res: { statusCode: 204 } });
    expect(log.lines[0]?.reqId).not.toBe(log.lines[1]?.reqId);
  });
});
