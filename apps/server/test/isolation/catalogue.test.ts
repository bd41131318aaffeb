import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, BODIES, PUBLIC, RAW_BODIES } from "./routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the isolation suite's catalogue", () => {
  it("knows a valid body for every route that takes one, so no route escapes the suite", () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => r.hasBody && !BODIES[r.key]).map((r) => r.key);
    expect(missing).toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    const stale = [...Object.keys(BODIES), ...Object.keys(RAW_BODIES), ...PUBLIC].filter((k) => !keys.has(k));
    expect(stale).toEqual([]);
  });
});
