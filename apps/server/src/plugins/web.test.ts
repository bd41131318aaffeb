import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../test/client";
import { createTestApp, type TestApp } from "../../test/helpers";
import { securityHeadersPlugin } from "./web";

const hsts = "strict-transport-security";
const csp = "content-security-policy";

describe("security headers over http", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ws-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Workspace</title>");
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it("the app served over plain http carries a CSP without upgrade-insecure-requests and no HSTS", async () => {
    for (const url of ["/", "/health", "/api/users/me"]) {
      const response = await t.api.anonymous().get(url);
      expect(response.headers[csp]).toContain("default-src 'self'");
      expect(response.headers[csp]).not.toContain("upgrade-insecure-requests");
      expect(response.headers[hsts]).toBeUndefined();
    }
  });
});

describe("security headers behind a trusted https proxy", () => {
  const app = Fastify({ trustProxy: true });
  beforeAll(async () => {
    await app.register(securityHeadersPlugin);
    app.get("/", async () => "page");
    await app.ready();
  });
  afterAll(() => app.close());

  it("a request that came over https gets HSTS and upgrade-insecure-requests", async () => {
    const response = await client(app)
      .anonymous()
      .get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers[hsts]).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers[csp]).toContain("upgrade-insecure-requests");
    expect(response.headers[csp]).toContain("default-src 'self'");
  });

  it("a request over http through the same proxy gets neither", async () => {
    const response = await client(app)
      .anonymous()
      .get("/", { headers: { "x-forwarded-proto": "http" } });
    expect(response.headers[hsts]).toBeUndefined();
    expect(response.headers[csp]).not.toContain("upgrade-insecure-requests");
  });
});

describe("the web app's files", () => {
  let t: TestApp;
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ws-web-"));
    mkdirSync(join(dist, "assets"));
    const page = "<!doctype html><title>Workspace</title>";
    // As the build writes them (vite.config.ts): each text file also compressed beside it.
    for (const [name, text] of [
      ["index.html", page],
      ["assets/app-1a2b3c.js", script],
      ["sw.js", "self.skipWaiting();"],
    ] as const) {
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.api.anonymous().get(url, { headers: encoding ? { "accept-encoding": encoding } : {} });

  it("are sent compressed as the browser accepts, brotli first, and as they are otherwise", async () => {
    const br = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(br.headers.vary).toBe("accept-encoding");

    const gzip = await get("/assets/app-1a2b3c.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-1a2b3c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("a page is index.html, compressed too, and never kept without asking again", async () => {
    for (const url of ["/", "/list/reminder"]) {
      const page = await get(url, "br");
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<title>Workspace</title>");
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("a file named by its content's hash is kept for a year; the service worker is not", async () => {
    expect((await get("/assets/app-1a2b3c.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/sw.js")).headers["cache-control"]).not.toContain("immutable");
  });
});
