import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
