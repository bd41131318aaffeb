import { randomUUID } from "node:crypto";
import { ErrorCode } from "@app/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { BODIES } from "./routes";
import type { Ids } from "./world";

/**
 * Every per-address limit is @fastify/rate-limit's, declared as `config.rateLimit` on its route
 * (the plugin registers with global: false). This sweep finds them all in the route table and
 * checks that X-Forwarded-For moves none of them unless TRUST_PROXY names the sender.
 */
interface Limited {
  key: string;
  method: string;
  url: string;
  max: number;
}

function limitedRoutes(app: FastifyInstance): Limited[] {
  return app.routeTable.flatMap((route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return [];
    if (typeof limit !== "object" || typeof limit.max !== "number") {
      throw new Error(`${route.url}: the sweep needs a numeric rateLimit.max`);
    }
    const max = limit.max;
    return [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url, max }));
  });
}

// Any value of the right shape: the limit counts every answer, found or not.
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === "token" ? "A".repeat(43) : randomUUID()));

// A sign-in limit below the per-account-and-address one (10), so only the rate limit answers 429.
const env = { AUTH_RATE_LIMIT: "5" };

async function setUp(extra: Record<string, string> = {}) {
  const t = await createTestApp({ ...env, ...extra });
  const user = await createUser(t.deps.db);
  return { t, token: await signIn(t.app, user.email) };
}

/** A request through a proxy at remoteAddress (the sign-in of setUp came from 127.0.0.1 itself). */
function send(t: TestApp, token: string, route: Limited, forwardedFor: string, remoteAddress = "127.0.0.1") {
  return t.api.as(token).send({
    method: route.method as "GET",
    remoteAddress,
    url: pathOf(route.url),
    headers: { "x-forwarded-for": forwardedFor },
    payload: BODIES[route.key]?.({} as Ids),
  });
}

describe("per-address limits and X-Forwarded-For", () => {
  let off: { t: TestApp; token: string };
  let on: { t: TestApp; token: string };
  beforeAll(async () => {
    off = await setUp();
    on = await setUp({ TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await off.t.close();
    await on.t.close();
  });

  it("finds every rate-limited route, the sign-in, reset, invitation and shared-link ones among them", () => {
    const keys = limitedRoutes(off.t.app).map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/authorize",
        "POST /api/authorize-sms",
        "POST /api/users/forgot-password",
        "POST /api/users/reset-password",
        "GET /api/invitations/:companyId/:token",
        "POST /api/invitations/:companyId/:token/accept",
        "GET /api/shared/:companyId/:token",
      ]),
    );
  });

  it("by default, a new X-Forwarded-For on each request does not escape any limit", async () => {
    for (const route of limitedRoutes(off.t.app)) {
      for (let i = 0; i < route.max; i++) {
        const response = await send(off.t, off.token, route, `10.${i >> 8}.${i & 255}.1`, "192.0.2.50");
        expect(response.statusCode, `${route.key} #${i + 1}`).not.toBe(429);
      }
      const over = await send(off.t, off.token, route, "10.255.255.254", "192.0.2.50");
      expect(over.statusCode, route.key).toBe(429);
      expect(over.json().code, route.key).toBe(ErrorCode.RateLimited);
    }
  });

  it("with TRUST_PROXY naming the proxy, each forwarded client address has its own limit", async () => {
    for (const route of limitedRoutes(on.t.app)) {
      for (let i = 0; i < route.max; i++) await send(on.t, on.token, route, "10.0.0.1");
      expect((await send(on.t, on.token, route, "10.0.0.1")).statusCode, route.key).toBe(429);
      expect((await send(on.t, on.token, route, "10.0.0.2")).statusCode, route.key).not.toBe(429);
    }
  });
});
