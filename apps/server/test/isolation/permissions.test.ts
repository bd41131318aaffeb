import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, PUBLIC, request } from "./routes";
import { makeSide, type Side, snapshot } from "./world";

let t: TestApp;
let a: Side;
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
}, 120_000);
afterAll(() => t.close());

/** Writes any member who sees the object may make, with why. */
const OPEN_TO_MEMBERS: Record<string, string> = {
  "POST /api/companies/:companyId/publications/:publicationId/comments": "any full member comments on what they see",
  "PUT /api/companies/:companyId/publications/:publicationId/watch": "watching is personal",
  "DELETE /api/companies/:companyId/publications/:publicationId/watch": "watching is personal",
  "POST /api/companies/:companyId/publications/:publicationId/posts": "any full member writes in a message they see",
};
/** Writes on something of another user's: not found rather than forbidden. */
const NOT_THEIRS: Record<string, number> = {
  "PUT /api/companies/:companyId/notifications/:notificationId": 404,
};

const writes = () =>
  apiRoutes(t.app).filter((r) => r.method !== "GET" && r.url.includes(":companyId") && !PUBLIC.has(r.key));

describe("permissions on every write route", () => {
  it("answers 403 to a member without the permission a write needs, and nothing changes", async () => {
    const before = await snapshot(t, a.ids.companyId);
    const routes = writes().filter((r) => !OPEN_TO_MEMBERS[r.key]);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const response = await t.api.as(a.reader).send(request(route, a.ids));
      expect(response.statusCode, route.key).toBe(NOT_THEIRS[route.key] ?? 403);
    }
    expect(await snapshot(t, a.ids.companyId)).toEqual(before);
  });

  it("lets a guest write nothing on objects not shared with them", async () => {
    const before = await snapshot(t, a.ids.companyId);
    for (const route of writes()) {
      const response = await t.api.as(a.guest).send(request(route, a.ids));
      expect([403, 404], route.key).toContain(response.statusCode);
    }
    expect(await snapshot(t, a.ids.companyId)).toEqual(before);
  });

  it("lets the administrator make every write (the cases above are refusals, not broken requests)", async () => {
    // Destructive writes last, so each write finds what it works on.
    // Removing the member from the company comes after removing them from a group.
    const rank = (key: string) =>
      key === "DELETE /api/companies/:companyId/users/:userId"
        ? 3
        : key.startsWith("DELETE")
          ? 2
          : key.endsWith("/archive")
            ? 1
            : 0;
    const routes = writes()
      .filter((r) => !r.key.includes(":notificationId"))
      .sort((x, y) => rank(x.key) - rank(y.key));
    for (const route of routes) {
      const response = await t.api.as(a).send(request(route, a.ids));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBeLessThan(300);
    }
  });
});
