import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/db/schema";
import { createUser, signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, PUBLIC, request } from "./routes";
import { makeSide, type Side } from "./world";

let t: TestApp;
let a: Side;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
  const expired = await createUser(t.deps.db);
  tokens.expired = await signIn(t.app, expired.email);
  await t.deps.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, expired.id));
  const out = await createUser(t.deps.db);
  tokens.loggedOut = await signIn(t.app, out.email);
  await t.api.as(tokens.loggedOut).post("/api/logout");
  tokens.none = undefined;
  tokens.malformed = "not a token";
  tokens.unknown = "x".repeat(43);
}, 120_000);
afterAll(() => t.close());

describe("authentication on every route", () => {
  it("answers 401 to every non-public route without a live session, whatever the token", async () => {
    const routes = apiRoutes(t.app).filter((r) => !PUBLIC.has(r.key));
    let cases = 0;
    for (const route of routes) {
      for (const [kind, token] of Object.entries(tokens)) {
        const options = request(route, a.ids);
        // A malformed header is sent as it is, without the "Bearer " the client adds.
        const response = await (kind === "malformed"
          ? t.api.anonymous().send({ ...options, headers: { ...options.headers, authorization: token ?? "" } })
          : t.api.as(token).send(options));
        expect(response.statusCode, `${route.key} with ${kind} token`).toBe(401);
        expect(response.json(), route.key).toMatchObject({ code: "UNAUTHORIZED", message: expect.any(String) });
        cases++;
      }
    }
    expect(cases).toBe(routes.length * 5);
  });

  it("lets the public routes through without a session", async () => {
    for (const key of PUBLIC) {
      const route = apiRoutes(t.app).find((r) => r.key === key);
      if (!route) throw new Error(`missing ${key}`);
      const response = await t.api.anonymous().send(request(route, a.ids));
      expect(response.statusCode, key).not.toBe(401);
    }
  });
});
