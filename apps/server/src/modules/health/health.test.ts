import { ErrorCode } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers";
import { HEALTH_TIMEOUT_MS } from "./health.queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/health", () => {
  it("answers 503 with the reason within a few seconds while the database does not answer, 200 once it does", async () => {
    // Every connection held by a transaction that waits (PGlite has one, the pool ten).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: 10 }, () => t.deps.db.transaction(() => gate));
    try {
      const started = Date.now();
      const stuck = await t.api.anonymous().get("/health");
      expect(Date.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 2000);
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toEqual({
        code: ErrorCode.Unavailable,
        message: `Unhealthy: the database did not answer within ${HEALTH_TIMEOUT_MS} ms.`,
      });
    } finally {
      release();
      await Promise.all(held);
    }
    const healthy = await t.api.anonymous().get("/health");
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: "ok" });
  });
});
