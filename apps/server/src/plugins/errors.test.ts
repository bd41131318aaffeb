import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../test/client";
import { createTestApp, type TestApp } from "../../test/helpers";
import { errorsPlugin } from "./errors";

/** An upload route that lets every error through, as a route that forgets to map them would. */
const app = Fastify();
beforeAll(async () => {
  await app.register(errorsPlugin);
  await app.register(multipart);
  app.post("/raw-upload", async (request) => {
    const file = await request.file();
    if (file) await pipeline(file.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
    return { ok: true };
  });
  app.get("/boom", async () => {
    throw new Error("a bug of ours");
  });
  // As node's fs and the database drivers raise them (drizzle wraps the driver's error as cause).
  app.post("/upload-on-full-disk", async () => {
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  });
  app.post("/insert-on-full-disk", async () => {
    throw new Error("Failed query", { cause: Object.assign(new Error("could not extend file"), { code: "53100" }) });
  });
  app.get("/statement-timeout", async () => {
    throw new Error("Failed query", { cause: Object.assign(new Error("canceling statement"), { code: "57014" }) });
  });
  app.get("/no-connection", async () => {
    throw new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") });
  });
  await app.ready();
});
afterAll(() => app.close());

const head = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;

describe("the error handler", () => {
  it("answers a full disk with 507 and a database that does not answer with 503, in the error shape", async () => {
    for (const url of ["/upload-on-full-disk", "/insert-on-full-disk"]) {
      const response = await client(app).anonymous().post(url);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ code: "STORAGE_FULL" });
    }
    for (const url of ["/statement-timeout", "/no-connection"]) {
      const response = await client(app).anonymous().get(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: "UNAVAILABLE",
        message: "The database did not answer in time. Please try again.",
      });
    }
  });

  it("answers 400 in the error shape to multipart bodies the parser rejects, not 500", async () => {
    // Ends before any part; ends inside the file; a boundary longer than the parser takes.
    const long = "b".repeat(300);
    const cases: [string, string][] = [
      ["multipart/form-data; boundary=xx", "--xx\r\n"],
      ["multipart/form-data; boundary=xx", `${head("xx")}abc\r\n`],
      [`multipart/form-data; boundary=${long}`, `${head(long)}abc\r\n--${long}--\r\n`],
    ];
    for (const [type, payload] of cases) {
      const response = await client(app)
        .anonymous()
        .post("/raw-upload", payload, { headers: { "content-type": type } });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({
        code: "VALIDATION",
        message: "The upload is malformed or incomplete.",
      });
    }
  });

  it("still answers 500 to an error of ours, without its details", async () => {
    const response = await client(app).anonymous().get("/boom");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("a bug of ours");
  });

  it("logs a failed query's statement and how many values it had, not its hundreds of ids", async () => {
    const lines: string[] = [];
    const logged = Fastify({
      loggerInstance: pino(new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) })),
    });
    const ids = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    await logged.register(errorsPlugin);
    logged.get("/query", async () => {
      const cause = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
      throw new DrizzleQueryError("insert into notice_assignees select unnest($1::uuid[])", [ids], cause);
    });
    const response = await logged.inject({ url: "/query" });
    await logged.close();
    expect(response.statusCode).toBe(500);
    const entry = JSON.parse(lines.find((line) => line.includes("unhandled error")) ?? "{}");
    expect(entry).toMatchObject({
      query: "insert into notice_assignees select unnest($1::uuid[])",
      values: 300,
      err: { message: "duplicate key value violates unique constraint" },
    });
    expect(JSON.stringify(entry)).not.toContain(ids[0]);
  });
});

describe("over real HTTP, long addresses", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  it("a 10 KB query string answers 414 in the error shape", async () => {
    for (const path of ["/health", "/api/companies", "/list/reminder"]) {
      const response = await fetch(`${base}${path}?q=${"a".repeat(10_000)}`);
      expect(response.status).toBe(414);
      expect(await response.json()).toEqual({ code: "VALIDATION", message: "The address (URL) is too long." });
    }
  });

  it("an address past Node's header limit answers 431 in the error shape, not Fastify's default", async () => {
    const response = await fetch(`${base}/api/companies?q=${"a".repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      code: "VALIDATION",
      message: "The address or headers of the request are too large.",
    });
  });
});
