import { allPermissions, type Permission } from "@app/contract";
import { eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { addMember, createUser, signIn } from "../fixtures";
import { createTestApp, type TestApp } from "../helpers";
import { apiRoutes, companyRoutes, QUERIES, type Route, request } from "./routes";
import { type Ids, makeSide, type Side, snapshot } from "./world";

/**
 * The privilege sweep (docs/security.md): every route declared `actsOnMember` refuses an actor
 * lacking one of the target's permissions, every route declared `grantsPermissions` refuses a
 * permission the actor lacks, and every route that takes a company refuses a web session of a
 * member blocked there; nothing changes. A write route that looks like it changes a member (a
 * :userId, a userId/ids body, permissions, tokens, invitations) must declare itself or be listed
 * below with the reason it changes no member.
 */

/** Write routes that look member-changing but change no member's power, with why. */
const NOT_ON_MEMBERS: Record<string, string> = {
  "PUT /api/users/:userId/language": "one's own language (404 for anyone else)",
  "PUT /api/users/:userId/name": "one's own name (404 for anyone else)",
  "PUT /api/users/:userId/avatar": "one's own avatar (404 for anyone else)",
  "DELETE /api/users/:userId/avatar": "one's own avatar (404 for anyone else)",
  "PUT /api/users/:userId/password": "one's own password, with the current one (404 for anyone else)",
  "POST /api/users/:userId/sessions/end-others": "one's own other sessions (404 for anyone else)",
  "POST /api/users/:userId/email": "one's own email, confirmed by mail (404 for anyone else)",
  "POST /api/users/confirm-email": "public: the mailed token decides whose email",
  "POST /api/users/cancel-email-change": "public: the token mailed to the old address decides whose change stops",
  "POST /api/users/:userId/phone": "one's own phone, confirmed by an SMS code (404 for anyone else)",
  "POST /api/users/:userId/phone/confirm": "one's own phone change (404 for anyone else)",
  "POST /api/users/:userId/calendar-feed": "one's own iCal feed address (404 for anyone else)",
  "POST /api/companies/:companyId/users/invite":
    "invites a person not yet a member; a full user needs FullUserPermissionsEdit",
  "DELETE /api/users/delete-invited": "an invitation, not a member",
  "POST /api/invitations/:companyId/:token/accept": "public: the invitee joins",
  "PUT /api/users/:userId/notifications": "one's own notifications",
  "POST /api/companies/:companyId/publications/:publicationId/shares": "shares an object the actor may share",
  "POST /api/companies/:companyId/publications/:publicationId/posts": "a message to members",
  "PUT /api/companies/:companyId/notices/:noticeId": "a reminder's assignees",
  "PUT /api/companies/:companyId/notices/mass-edit": "reminder ids",
  "POST /api/companies/:companyId/groups/:groupId/users":
    "authorization groups: AuthorizationGroups (issue 11 leaves them out)",
  "DELETE /api/companies/:companyId/groups/:groupId/users/:userId": "authorization groups: AuthorizationGroups",
  "POST /api/form-groups/:formGroupId/users": "form-app groups grant no permission",
  "POST /api/companies/:companyId/units/:unitId/users": "unit membership grants no permission (CompanyUnits)",
  "PUT /api/companies/:companyId/units/:unitId/users/:userId": "a member's place in a unit grants no permission",
  "DELETE /api/companies/:companyId/units/:unitId/users/:userId": "unit membership grants no permission",
};

type Config = RouteOptions["config"] & { actsOnMember?: boolean; grantsPermissions?: boolean };

let t: TestApp;
let a: Side;
let target: { id: string; email: string };
let targetIds: Ids;
let actor: string;
let lacking: Permission;
beforeAll(async () => {
  t = await createTestApp();
  a = await makeSide(t, "A");
  const db = t.deps.db;
  const companyId = a.ids.companyId;
  // The target holds one permission the actor lacks; the actor holds every other (user and account administration included).
  lacking = "Keypass";
  const everything = allPermissions.filter((p) => p !== "CompanyCreate");
  const held = await createUser(db, { name: "Target holding more" });
  await addMember(db, companyId, held.id, { permissions: ["CompanyAccountAdmin", lacking] });
  target = { id: held.id, email: held.email };
  // The erasure's target: held alike, so the sweep's erasure does not take held away from the other routes.
  const erasable = await createUser(db, { name: "Erasable target holding more" });
  await addMember(db, companyId, erasable.id, { permissions: ["CompanyAccountAdmin", lacking] });
  const actorUser = await createUser(db, { name: "Actor lacking one" });
  await addMember(db, companyId, actorUser.id, { permissions: everything.filter((p) => p !== lacking) });
  actor = await signIn(t.app, actorUser.email);
  // The target's tag, role and token, made by the administrator (who holds everything).
  const targetSession = await signIn(t.app, held.email);
  const q = `companyId=${companyId}`;
  const post = async (token: string, url: string, payload: object) => {
    const response = await t.api.as(token).post(url, payload);
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const tag = await post(a.token, `/api/users/${held.id}/tags?${q}`, { name: "Target tag" });
  const role = await post(a.token, `/api/user-roles?${q}`, { name: "Target role" });
  await post(a.token, `/api/user-roles/${role.id}/users?${q}`, { userId: held.id });
  const token = await post(targetSession, `/api/companies/admin/tokens?${q}`, {
    name: "Target token",
    permissions: [],
  });
  targetIds = {
    ...a.ids,
    userId: held.id,
    userEmail: held.email,
    eraseUserId: erasable.id,
    tagId: tag.id,
    roleId: role.id,
    apiTokenId: token.id,
  };
}, 120_000);
afterAll(() => t.close());

/** The route as registered: its own method's, not another route at the same address. */
const entryOf = (route: Route) =>
  t.app.routeTable.find((r) => r.url === route.url && [r.method].flat().includes(route.method));
const configOf = (route: Route): Config => (entryOf(route)?.config ?? {}) as Config;
const writes = () => apiRoutes(t.app).filter((r) => r.method !== "GET");
const declared = (flag: "actsOnMember" | "grantsPermissions") => writes().filter((r) => configOf(r)[flag]);

/** The request of a sweep case: the catalogue's with the target's ids; the member edit blocks them (a takeover). */
function sweepRequest(route: Route, ids: Ids) {
  const base = request(route, ids);
  if (route.key === "PUT /api/companies/:companyId/users/:userId") {
    return {
      ...base,
      payload: { name: "Taken over", email: ids.userEmail, type: "DEFAULT", features: { denyLoginOnWeb: true } },
    };
  }
  return base;
}

const unchanged = async () => ({
  company: await snapshot(t, a.ids.companyId),
  target: await t.deps.db.select().from(users).where(eq(users.id, target.id)),
});

describe("the privilege sweep", () => {
  it("knows every write that looks like it changes a member: declared on the route, or listed with a reason", () => {
    const looksMemberChanging = (route: Route) => {
      const shape = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
      const keys = [...shape(entryOf(route)?.schema?.body), ...shape(entryOf(route)?.schema?.querystring)];
      return (
        route.url.includes(":userId") ||
        keys.includes("userId") ||
        keys.includes("ids") ||
        keys.includes("recipientIds") ||
        /permissions|tokens|invit|email/.test(route.url)
      );
    };
    const undeclared = writes()
      .filter(looksMemberChanging)
      .filter((r) => !configOf(r).actsOnMember && !configOf(r).grantsPermissions && !NOT_ON_MEMBERS[r.key])
      .map((r) => r.key);
    expect(undeclared).toEqual([]);
    const keys = new Set(writes().map((r) => r.key));
    expect(Object.keys(NOT_ON_MEMBERS).filter((k) => !keys.has(k))).toEqual([]);
    expect(declared("actsOnMember").length).toBeGreaterThanOrEqual(9);
    expect(declared("grantsPermissions").length).toBeGreaterThanOrEqual(2);
  });

  it("refuses an actor lacking one of the target's permissions on every member-changing route; nothing changes", async () => {
    const before = await unchanged();
    for (const route of declared("actsOnMember")) {
      const response = await t.api.as(actor).send(sweepRequest(route, targetIds));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
      expect(response.json().code, route.key).toBe("TARGET_HOLDS_MORE");
    }
    expect(await unchanged()).toEqual(before);
  });

  it("refuses granting a permission the actor lacks, to a member or a token; nothing changes", async () => {
    const before = await unchanged();
    const grants: Record<string, object | string[]> = {
      "PUT /api/users/:userId/permissions": [lacking],
      "POST /api/companies/admin/tokens": { name: "Wider than me", permissions: [lacking] },
    };
    const routes = declared("grantsPermissions");
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(grants).sort());
    for (const route of routes) {
      // A target holding nothing: only the grant itself can be refused.
      const response = await t.api.as(actor).send({ ...request(route, a.ids), payload: grants[route.key] });
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
      expect(response.json().code, route.key).toBe("PERMISSION_NOT_HELD");
    }
    expect(await unchanged()).toEqual(before);
  });

  it("lets a member who holds everything make the same changes (the refusals above are the rule, not broken requests)", async () => {
    // Deletions last, and the member's removal after everything else done to them.
    const rank = (r: Route) =>
      r.key === "DELETE /api/companies/:companyId/users/:userId" ? 2 : r.method === "DELETE" ? 1 : 0;
    const routes = declared("actsOnMember").sort((x, y) => rank(x) - rank(y));
    for (const route of routes) {
      const response = await t.api.as(a).send(sweepRequest(route, targetIds));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBeLessThan(300);
    }
  });
});

describe("blocked members (denyLoginOnWeb)", () => {
  it("every route that takes a company, in its path or its query, refuses a web session of a member blocked there", async () => {
    const db = t.deps.db;
    const blocked = await createUser(db, { name: "Blocked everywhere in A" });
    await addMember(db, a.ids.companyId, blocked.id, {
      denyLoginOnWeb: true,
      permissions: allPermissions.filter((p) => p !== "CompanyCreate"),
    });
    // A member of another company too, so their web session itself lives on.
    const elsewhere = await makeSide(t, "B");
    await addMember(db, elsewhere.ids.companyId, blocked.id);
    const session = await signIn(t.app, blocked.email);
    // The routes whose guard declares a company, from the path or the query (catalogue.test.ts: every
    // route naming a company has one); a query route's sample must name the company, or it escapes.
    const routes = companyRoutes(t.app);
    const query = routes.filter((r) => r.companyIn === "query" || r.guard?.companyFrom === "query");
    expect(query.filter((r) => QUERIES[r.key]?.(a.ids).companyId !== a.ids.companyId).map((r) => r.key)).toEqual([]);
    expect(query.length).toBeGreaterThan(20);
    expect(routes.length - query.length).toBeGreaterThan(150);
    const before = await snapshot(t, a.ids.companyId);
    let checked = 0;
    for (const route of routes) {
      const response = await t.api.as(session).send(request(route, a.ids));
      expect(response.statusCode, `${route.key}: ${response.body}`).toBe(403);
      expect(response.json().code, route.key).toBe("FORBIDDEN");
      checked++;
    }
    expect(checked).toBe(routes.length);
    expect(await snapshot(t, a.ids.companyId)).toEqual(before);
  }, 120_000);
});
