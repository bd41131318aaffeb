import { createServer } from "node:http";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers";
import { createRealtime } from "./realtime";

// Nothing listens on port 1.
const deadRedis = "redis://127.0.0.1:1";

describe("Redis down", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: deadRedis });
  });
  afterAll(() => t.close());

  it("the server starts and keeps serving", async () => {
    const response = await t.api.anonymous().get("/health");
    expect(response.statusCode).toBe(200);
  });

  it("is reported in one log line, not once per reconnection attempt", async () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const realtime = await createRealtime(createServer(), { db: t.deps.db, redisUrl: deadRedis, log });
    // node-redis retries within milliseconds at first, then backs off to a few hundred ms.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await realtime.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "Redis is unreachable (connect ECONNREFUSED 127.0.0.1:1): real-time events reach only this process's sockets until it is back.",
      }),
    ]);
  });
});
