import { allFeatures, allPermissions, type EnabledFeatures, type Permission } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createUser, signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, companyRoutes, pathParams, permissionOf, type Route, request, reviewedGuards } from "./routes";
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
  // Without UsersEdit another member's permissions are not found (users.policy maySetPermissions).
  "PUT /api/users/:userId/permissions": 404,
};

/** The writes of company routes, the company in their path or their query. */
const writes = () => companyRoutes(t.app).filter((r) => r.method !== "GET");

/** A member of A holding every permission but one, signed in: one per permission, made when first asked for. */
const lacking = new Map<Permission, Promise<string>>();
function memberLacking(permission: Permission): Promise<string> {
  let session = lacking.get(permission);
  if (!session) {
    session = (async () => {
      const user = await createUser(t.deps.db, { name: `Lacking ${permission}` });
      const held = allPermissions.filter((p) => p !== permission && p !== "CompanyCreate");
      await addMember(t.deps.db, a.ids.companyId, user.id, { permissions: held });
      return signIn(t.app, user.email);
    })();
    lacking.set(permission, session);
  }
  return session;
}

/**
 * What each route's guard requires, as catalogue.test.ts's reviewed list (guards.snap.json) says
 * and as the route declares it: a guard that drops its permission is still asked for the reviewed one.
 */
function required(route: Route, part: (line: string | undefined) => string | undefined) {
  const reviewed = part(reviewedGuards()[route.key]);
  const declared = part(route.guard ? describeLine(route) : undefined);
  return [...new Set([reviewed, declared].filter((value): value is string => value !== undefined))];
}
const describeLine = (route: Route) =>
  [
    route.guard?.permission,
    route.guard?.feature && `feature ${route.guard.feature}`,
    route.guard?.guests === false && "no guests",
  ]
    .filter(Boolean)
    .join(", ");
const featureOf = (line: string | undefined) =>
  line
    ?.split(", ")
    .find((part) => part.startsWith("feature "))
    ?.slice("feature ".length);
const noGuests = (line: string | undefined) => (line?.split(", ").includes("no guests") ? "no guests" : undefined);

describe("the permission, feature and guests every guard requires, reads included", () => {
  it("answers 403 to a member lacking the permission a route's guard requires, and nothing changes", async () => {
    const cases = apiRoutes(t.app).flatMap((route) =>
      required(route, permissionOf).map((permission) => ({ route, permission: permission as Permission })),
    );
    // The members first: making them is a change of the company's rows.
    for (const { permission } of cases) await memberLacking(permission);
    const before = await snapshot(t, a.ids.companyId);
    expect(cases.filter((c) => c.route.method === "GET").length).toBeGreaterThan(25);
    expect(cases.filter((c) => c.route.guard?.companyFrom === "query").length).toBeGreaterThan(20);
    let checked = 0;
    for (const { route, permission } of cases) {
      const response = await t.api.as(await memberLacking(permission)).send(request(route, a.ids));
      expect(response.statusCode, `${route.key} without ${permission}: ${response.body}`).toBe(403);
      expect(response.json().code, route.key).toBe("FORBIDDEN");
      checked++;
    }
    // Every route whose guard names a permission, in the reviewed list or on the route, was asked.
    const named = apiRoutes(t.app).filter((r) => permissionOf(reviewedGuards()[r.key]) || r.guard?.permission);
    expect(new Set(cases.map((c) => c.route.key))).toEqual(new Set(named.map((r) => r.key)));
    expect(checked).toBe(cases.length);
    expect(checked).toBeGreaterThan(120);
    expect(await snapshot(t, a.ids.companyId)).toEqual(before);
  });

  it("answers 403 to a guest on every route whose guard refuses guests, and nothing changes", async () => {
    const before = await snapshot(t, a.ids.companyId);
    const routes = apiRoutes(t.app).filter((route) => required(route, noGuests).length > 0);
    expect(routes.length).toBeGreaterThan(5);
    let checked = 0;
    for (const route of routes) {
      const response = await t.api.as(a.guest).send(request(route, a.ids));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
      expect(response.json().code, route.key).toBe("FORBIDDEN");
      checked++;
    }
    expect(checked).toBe(routes.length);
    expect(await snapshot(t, a.ids.companyId)).toEqual(before);
  });

  it("answers 403 to the administrator on every route whose guard needs a feature the company has turned off", async () => {
    const settings = `/api/companies/${a.ids.companyId}/settings`;
    const features = (on: boolean) =>
      Object.fromEntries(
        Object.entries(allFeatures).map(([key, value]) => [key, typeof value === "boolean" ? on : value]),
      ) as EnabledFeatures;
    const turnOff = await t.api.as(a).put(settings, { secondFactor: "none", enabledFeatures: features(false) });
    expect(turnOff.statusCode, turnOff.body).toBe(200);
    try {
      const before = await snapshot(t, a.ids.companyId);
      const routes = apiRoutes(t.app).filter((route) => required(route, featureOf).length > 0);
      expect(routes.length).toBeGreaterThan(40);
      let checked = 0;
      for (const route of routes) {
        const response = await t.api.as(a).send(request(route, a.ids));
        expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
        expect(response.json().code, route.key).toBe("FORBIDDEN");
        checked++;
      }
      expect(checked).toBe(routes.length);
      expect(await snapshot(t, a.ids.companyId)).toEqual(before);
    } finally {
      const turnOn = await t.api.as(a).put(settings, { secondFactor: "none", enabledFeatures: features(true) });
      expect(turnOn.statusCode, turnOn.body).toBe(200);
    }
  });
});

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
    // Destructive writes last, so each write finds what it works on; a deletion of a part before its
    // whole's (a customer's contact before the customer). Removing the member from the company comes last.
    const rank = (key: string) =>
      key === "DELETE /api/companies/:companyId/users/:userId"
        ? 3
        : key.startsWith("DELETE")
          ? 2
          : key.endsWith("/archive")
            ? 1
            : 0;
    const depth = (route: Route) => (route.method === "DELETE" ? -pathParams(route).length : 0);
    // A deletion's twin without the trailing slash finds nothing left to delete.
    const twinDeleted = (r: Route) => r.method === "DELETE" && writes().some((w) => w.key === `${r.key}/`);
    const routes = writes()
      .filter((r) => !r.key.includes(":notificationId") && !twinDeleted(r))
      .sort((x, y) => rank(x.key) - rank(y.key) || depth(x) - depth(y));
    for (const route of routes) {
      const response = await t.api.as(a).send(request(route, a.ids));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBeLessThan(300);
    }
  });
});
