import { API_TOKEN_PREFIX, allPermissions } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiToken } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, signIn } from "../../../test/fixtures";
import { apiRoutes, PUBLIC, request } from "../../../test/isolation/routes";
import { makeSide } from "../../../test/isolation/world";
import { withTenant } from "../../db/client";
import { apiTokens, permissions, users } from "../../db/schema";
import { sha256 } from "../../lib/tokens";

const { t, fx } = appWithTwoCompanies(["CompanyAccountAdmin", "PublicationCreate", "PublicationEdit"]);

const tokens = (companyId: string, rest = "") => `/api/companies/admin/tokens${rest}?companyId=${companyId}`;

async function createToken(token: string, companyId: string, payload: Record<string, unknown>) {
  return t.api.as(token).post(tokens(companyId), payload);
}

const newToken = (permissions: string[], owner = fx.a) =>
  createApiToken(t, owner, owner.company.id, { name: `Token of ${permissions.length}`, permissions });

const publications = (companyId: string) => `/api/companies/${companyId}/publications`;

describe("API tokens", () => {
  it("creates a token shown once, lists it without the secret, stores only its hash, and revokes it", async () => {
    const created = await createToken(fx.a.token, fx.a.company.id, {
      name: "  ERP sync  ",
      permissions: ["PublicationEdit", "PublicationEdit"],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    const body = created.json();
    expect(body).toMatchObject({
      name: "ERP sync",
      permissions: ["PublicationEdit"],
      lastUsedAt: null,
      createdBy: { id: fx.a.user.id, name: fx.a.user.name },
    });
    expect(body.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(body.token.length).toBeGreaterThan(40);

    const listed = await t.api.as(fx.a).get(tokens(fx.a.company.id));
    expect(listed.statusCode).toBe(200);
    const [entry] = listed.json().filter((x: { id: string }) => x.id === body.id);
    const { token: _secret, ...withoutSecret } = body;
    expect(entry).toEqual(withoutSecret);
    expect(listed.body).not.toContain(body.token);
    expect(listed.body).not.toContain(sha256(body.token));

    const [row] = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.select().from(apiTokens).where(eq(apiTokens.id, body.id)),
    );
    expect(row?.tokenHash).toBe(sha256(body.token));
    expect(JSON.stringify(row)).not.toContain(body.token);

    const revoked = await t.api.as(fx.a).delete(tokens(fx.a.company.id, `/${body.id}`));
    expect(revoked.json()).toEqual({ ok: true });
    const after = await t.api.as(fx.a).get(tokens(fx.a.company.id));
    expect(after.json().map((x: { id: string }) => x.id)).not.toContain(body.id);
    const again = await t.api.as(fx.a).delete(tokens(fx.a.company.id, `/${body.id}`));
    expect(again.statusCode).toBe(404);
  });

  it("rejects invalid input, CompanyCreate included", async () => {
    for (const [payload, field] of [
      [{ name: "", permissions: [] }, "name"],
      [{ name: "   ", permissions: [] }, "name"],
      [{ name: "x".repeat(101), permissions: [] }, "name"],
      [{ permissions: [] }, "name"],
      [{ name: "x", permissions: ["CompanyCreate"] }, "permissions"],
      [{ name: "x", permissions: ["NoSuchPermission"] }, "permissions.0"],
      [{ name: "x", permissions: "PublicationEdit" }, "permissions"],
    ] as const) {
      const response = await createToken(fx.a.token, fx.a.company.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await t.api.as(fx.a).get("/api/companies/admin/tokens")).statusCode).toBe(400);
    const badId = await t.api.as(fx.a).delete(tokens(fx.a.company.id, "/not-a-uuid"));
    expect(badId.statusCode).toBe(400);
  });

  it("needs CompanyAccountAdmin, membership and a session; another company's token is 404", async () => {
    const theirs = await newToken(["PublicationEdit"], fx.b);
    const member = await createUser(t.deps.db);
    await addMember(t.deps.db, fx.b.company.id, member.id, { permissions: ["UsersEdit", "PublicationEdit"] });
    const memberToken = await signIn(t.app, member.email);
    const requests = [
      { method: "GET", url: tokens(fx.b.company.id) },
      { method: "POST", url: tokens(fx.b.company.id), payload: { name: "x", permissions: [] } },
      { method: "DELETE", url: tokens(fx.b.company.id, `/${theirs.id}`) },
      { method: "GET", url: `/api/companies/admin/apps?companyId=${fx.b.company.id}` },
    ] as const;
    for (const r of requests) {
      expect((await t.api.as(memberToken).send(r)).statusCode, r.url).toBe(403);
      expect((await t.api.as(fx.a).send(r)).statusCode, r.url).toBe(403);
      expect((await t.api.anonymous().send(r)).statusCode, r.url).toBe(401);
    }
    const throughMine = await t.api.as(fx.a).delete(tokens(fx.a.company.id, `/${theirs.id}`));
    expect(throughMine.statusCode).toBe(404);
    // Still alive.
    const used = await t.api.as(theirs).get(publications(fx.b.company.id));
    expect(used.statusCode).toBe(200);
  });

  it("lists the registered apps", async () => {
    const response = await t.api.as(fx.a).get(`/api/companies/admin/apps?companyId=${fx.a.company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ appId: "web", name: expect.any(String) });
  });
});

describe("a request with an API token", () => {
  it("acts as its creator in its company, and stamps the token as used", async () => {
    const { id, token } = await newToken(["PublicationCreate"]);
    const before = Date.now();
    const created = await t.api
      .as(token)
      .post(publications(fx.a.company.id), { type: "note", name: "Made by the integration" });
    expect(created.statusCode).toBe(201);
    const listed = await t.api.as(token).get(publications(fx.a.company.id));
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain("Made by the integration");
    const entry = (await t.api.as(fx.a).get(tokens(fx.a.company.id))).json().find((x: { id: string }) => x.id === id);
    expect(new Date(entry.lastUsedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers 403 for a permission the token was not given, though its creator has it", async () => {
    const { token } = await newToken(["PublicationEdit"]);
    const response = await t.api.as(token).post(publications(fx.a.company.id), { type: "note", name: "Not allowed" });
    expect(response.statusCode).toBe(403);
    // The creator's own session may.
    const own = await t.api.as(fx.a).post(publications(fx.a.company.id), { type: "note", name: "Allowed" });
    expect(own.statusCode).toBe(201);
  });

  it("answers 403 for a permission the token has but its creator lost", async () => {
    const company = await createCompany(t.deps.db);
    const creator = await createUser(t.deps.db);
    await addMember(t.deps.db, company.id, creator.id, { permissions: ["CompanyAccountAdmin", "PublicationCreate"] });
    const session = await signIn(t.app, creator.email);
    const created = await createToken(session, company.id, { name: "Wide", permissions: ["PublicationCreate"] });
    expect(created.statusCode).toBe(201);
    await withTenant(t.deps.db, { companyIds: [company.id] }, (tx) =>
      tx
        .delete(permissions)
        .where(and(eq(permissions.userId, creator.id), eq(permissions.permission, "PublicationCreate"))),
    );
    const response = await t.api
      .as(created.json().token)
      .post(publications(company.id), { type: "note", name: "Not allowed" });
    expect(response.statusCode).toBe(403);
  });

  it("answers 403 in any other company, even one its creator is a member of", async () => {
    const { token } = await newToken(["CompanyAccountAdmin", "PublicationCreate", "PublicationEdit"]);
    await addMember(t.deps.db, fx.b.company.id, fx.a.user.id, { permissions: ["PublicationCreate"] });
    const response = await t.api.as(token).get(publications(fx.b.company.id));
    expect(response.statusCode).toBe(403);
    const write = await t.api.as(token).post(publications(fx.b.company.id), { type: "note", name: "Elsewhere" });
    expect(write.statusCode).toBe(403);
    // The creator's session may.
    const own = await t.api.as(fx.a).get(publications(fx.b.company.id));
    expect(own.statusCode).toBe(200);
  });

  it("cannot reach the session's routes nor manage tokens or templates", async () => {
    const { token } = await newToken(["CompanyAccountAdmin", "PublicationEdit"]);
    const refused = [
      { method: "GET", url: `/api/users/${fx.a.user.id}` },
      { method: "POST", url: "/api/logout" },
      { method: "GET", url: `/api/companies?limit=10` },
      { method: "PUT", url: `/api/users/${fx.a.user.id}/language`, payload: { language: "en" } },
      { method: "GET", url: `/api/users/${fx.a.user.id}/permissions?companyId=${fx.a.company.id}` },
      { method: "GET", url: tokens(fx.a.company.id) },
      { method: "POST", url: tokens(fx.a.company.id), payload: { name: "Child", permissions: [] } },
      { method: "GET", url: `/api/companies/mail-templates/?companyId=${fx.a.company.id}` },
    ] as const;
    for (const r of refused) {
      const response = await t.api.as(token).send(r);
      expect(response.statusCode, r.url).toBe(403);
    }
    // Logout refused: the token still works.
    expect((await t.api.as(token).get(publications(fx.a.company.id))).statusCode).toBe(200);
  });

  it("answers 401 once revoked, for an unknown token, and when its creator is gone", async () => {
    const { id, token } = await newToken(["PublicationEdit"]);
    expect((await t.api.as(token).get(publications(fx.a.company.id))).statusCode).toBe(200);
    await t.api.as(fx.a).delete(tokens(fx.a.company.id, `/${id}`));
    const revoked = await t.api.as(token).get(publications(fx.a.company.id));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe("UNAUTHORIZED");
    const forged = `${API_TOKEN_PREFIX}${"A".repeat(43)}`;
    expect((await t.api.as(forged).get(publications(fx.a.company.id))).statusCode).toBe(401);
    // The creator's account deleted: its tokens go with it.
    const company = await createCompany(t.deps.db);
    const creator = await createUser(t.deps.db);
    await addMember(t.deps.db, company.id, creator.id, { permissions: ["CompanyAccountAdmin"] });
    const orphan = (
      await createToken(await signIn(t.app, creator.email), company.id, { name: "Orphan", permissions: [] })
    ).json().token as string;
    expect((await t.api.as(orphan).get(publications(company.id))).statusCode).toBe(200);
    await t.deps.db.delete(users).where(eq(users.id, creator.id));
    expect((await t.api.as(orphan).get(publications(company.id))).statusCode).toBe(401);
    // A session token with the prefix put in front is no API token either.
    expect((await t.api.as(`${API_TOKEN_PREFIX}${fx.a.token}`).get(publications(fx.a.company.id))).statusCode).toBe(
      401,
    );
  });

  it("is refused by every company route of another company (the whole route table)", async () => {
    const a = await makeSide(t, "A");
    const b = await makeSide(t, "B");
    const created = await createToken(a.token, a.ids.companyId, {
      name: "Everything",
      permissions: allPermissions.filter((p) => p !== "CompanyCreate"),
    });
    const token = created.json().token as string;
    const routes = apiRoutes(t.app).filter((r) => r.url.includes(":companyId") && !PUBLIC.has(r.key));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const response = await t.api.as(token).send(request(route, b.ids));
      expect(response.statusCode, route.key).toBe(403);
    }
    // And every route without a company in its path refuses it as well.
    const others = apiRoutes(t.app).filter((r) => !r.url.includes(":companyId") && !PUBLIC.has(r.key));
    for (const route of others) {
      const response = await t.api.as(token).send(request(route, a.ids));
      expect(response.statusCode, route.key).toBe(403);
    }
  }, 120_000);
});

describe("API tokens follow their creator's membership (issue 11 item 5)", () => {
  const creatorPermissions = ["CompanyAccountAdmin", "PublicationCreate"] as const;

  async function creatorWithToken() {
    const creator = await createUser(t.deps.db, { name: "Token Creator" });
    await addMember(t.deps.db, fx.a.company.id, creator.id, { permissions: [...creatorPermissions] });
    const session = await signIn(t.app, creator.email);
    const created = await createToken(session, fx.a.company.id, {
      name: "Suspendable",
      permissions: ["PublicationCreate"],
    });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json() as { id: string; token: string };
    return { creator, id, token };
  }
  /** A users administrator holding everything the creator holds. */
  async function editor() {
    const user = await createUser(t.deps.db, { name: "Users Admin" });
    await addMember(t.deps.db, fx.a.company.id, user.id, { permissions: [...creatorPermissions, "UsersEdit"] });
    return signIn(t.app, user.email);
  }
  const block = (session: string, user: { id: string; email: string }, denyLoginOnWeb: boolean) =>
    t.api.as(session).put(`/api/companies/${fx.a.company.id}/users/${user.id}`, {
      name: "Token Creator",
      email: user.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb },
    });
  const listed = async (id: string) =>
    (await t.api.as(fx.a).get(tokens(fx.a.company.id))).json().find((x: { id: string }) => x.id === id);
  const createWith = (token: string, name: string) =>
    t.api.as(token).post(publications(fx.a.company.id), { type: "note", name });

  it("suspends the tokens of a member blocked on the web, shows them suspended, and works again once unblocked", async () => {
    const { creator, id, token } = await creatorWithToken();
    const admin = await editor();
    expect((await createWith(token, "Before blocking")).statusCode).toBe(201);
    expect(await listed(id)).toMatchObject({ suspended: false });
    expect((await block(admin, creator, true)).statusCode).toBe(200);
    const refused = await createWith(token, "While blocked");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("TOKEN_SUSPENDED");
    expect((await t.api.as(token).get(publications(fx.a.company.id))).statusCode).toBe(403);
    expect(await listed(id)).toMatchObject({ suspended: true });
    const names = (await t.api.as(fx.a).get(publications(fx.a.company.id))).body;
    expect(names).not.toContain("While blocked");
    expect((await block(admin, creator, false)).statusCode).toBe(200);
    expect((await createWith(token, "After unblocking")).statusCode).toBe(201);
    expect(await listed(id)).toMatchObject({ suspended: false });
  });

  it("suspends the tokens of a member removed from the company", async () => {
    const { creator, id, token } = await creatorWithToken();
    const admin = await editor();
    const removed = await t.api.as(admin).delete(`/api/companies/${fx.a.company.id}/users/${creator.id}`);
    expect(removed.statusCode).toBe(200);
    const refused = await createWith(token, "After removal");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("TOKEN_SUSPENDED");
    expect(await listed(id)).toMatchObject({ suspended: true });
  });

  it("acts on members by the same rule: a token's set is its creator's ∩ its own", async () => {
    const creator = await createUser(t.deps.db, { name: "Users admin with a narrow token" });
    await addMember(t.deps.db, fx.a.company.id, creator.id, {
      permissions: ["CompanyAccountAdmin", "UsersEdit", "Keypass"],
    });
    const created = await createToken(await signIn(t.app, creator.email), fx.a.company.id, {
      name: "Users only",
      permissions: ["UsersEdit"],
    });
    const token = created.json().token as string;
    // The member holds Keypass: the creator may act on them, the token (without Keypass) may not.
    const target = await createUser(t.deps.db, { name: "Keypass holder" });
    await addMember(t.deps.db, fx.a.company.id, target.id, { permissions: ["Keypass"] });
    const url = `/api/companies/${fx.a.company.id}/users/${target.id}`;
    const refused = await t.api.as(token).delete(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("TARGET_HOLDS_MORE");
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(200);
  });

  it("gives a token only permissions its creator holds, and revokes only tokens of creators holding nothing more", async () => {
    const wider = await createToken(fx.a.token, fx.a.company.id, { name: "Wider", permissions: ["UsersEdit"] });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().code).toBe("PERMISSION_NOT_HELD");
    const { id } = await creatorWithToken();
    const lesser = await createUser(t.deps.db, { name: "Lesser admin" });
    await addMember(t.deps.db, fx.a.company.id, lesser.id, { permissions: ["CompanyAccountAdmin"] });
    const session = await signIn(t.app, lesser.email);
    const revoke = await t.api.as(session).delete(tokens(fx.a.company.id, `/${id}`));
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().code).toBe("TARGET_HOLDS_MORE");
    expect(await listed(id)).toBeDefined();
  });
});
