import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/helpers";

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), "ws-web-"));
beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Workspace</title>");
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe("the server", () => {
  it("answers /health", async () => {
    const response = await t.api.anonymous().get("/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("publishes /openapi.json generated from the route schemas, and /docs", async () => {
    const spec = (await t.api.anonymous().get("/openapi.json")).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/authorize", "/api/authorize-sms", "/api/companies", "/api/users/{userId}"]),
    );
    expect(spec.paths["/api/authorize"].post.requestBody).toBeDefined();
    const docs = await t.api.anonymous().get("/docs/");
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });

  it("serves the web app for page routes and JSON 404 for unknown API paths", async () => {
    const root = await t.api.anonymous().get("/");
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<title>Workspace</title>");
    const page = await t.api.anonymous().get("/list/reminder?page=2");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Workspace</title>");
    const user = await createUser(t.deps.db);
    const api = await t.api.as(await signIn(t.app, user.email)).get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
  });

  it("compresses an answer of 1 kB or more as the client accepts, and sends it as it is otherwise", async () => {
    const plain = await t.api.anonymous().get("/openapi.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.api.anonymous().get("/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.api.anonymous().get("/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Small answers are not worth it.
    const health = await t.api.anonymous().get("/health", { headers: { "accept-encoding": "br" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
  });

  it("answers malformed JSON and oversized bodies with the error shape", async () => {
    const malformed = await t.api
      .anonymous()
      .post("/api/users/forgot-password", "{nope", { headers: { "content-type": "application/json" } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty("code");
    const huge = await t.api
      .anonymous()
      .post("/api/users/forgot-password", JSON.stringify({ Email: "x".repeat(2 * 1024 * 1024) }), {
        headers: { "content-type": "application/json" },
      });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("takes an empty JSON body as no body: accepted where a route takes none, refused where one is needed", async () => {
    const user = await createUser(t.deps.db);
    const api = t.api.as(await signIn(t.app, user.email));
    const headers = { "content-type": "application/json" };
    const markAll = await api.put(`/api/users/${user.id}/notifications`, undefined, { headers });
    expect(markAll.statusCode).toBe(200);
    expect(markAll.json()).toEqual({ ok: true });
    const logout = await api.post("/api/logout", "", { headers });
    expect(logout.statusCode).toBe(200);

    const needsBody = await t.api
      .anonymous()
      .post("/api/users/forgot-password", "", { headers: { "content-type": "application/json" } });
    expect(needsBody.statusCode).toBe(400);
    expect(needsBody.json().code).toBe("VALIDATION");
    const poisoned = await t.api
      .anonymous()
      .post("/api/users/forgot-password", '{"Email":"a@b.se","__proto__":{"x":1}}', {
        headers: { "content-type": "application/json" },
      });
    expect(poisoned.statusCode).toBe(400);
  });
});
