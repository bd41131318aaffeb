import { describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createCompany, createUser, signIn } from "../../../test/fixtures";

const { t, fx } = appWithTwoCompanies();

describe("GET /companies", () => {
  it("lists only the user's companies, by name, with their type and features in each", async () => {
    const guestOf = await createCompany(t.deps.db, { name: "Aardvark Guests AB" });
    await addMember(t.deps.db, guestOf.id, fx.a.user.id, { type: "GUEST", denyLoginOnWeb: true });
    const response = await t.api.as(fx.a).get("/api/companies?limit=10000");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Aardvark Guests AB", "Alpha AB"]);
    expect(list[0]).toMatchObject({ type: "GUEST", features: { denyLoginOnWeb: true } });
    expect(list[1]).toMatchObject({
      id: fx.a.company.id,
      type: "DEFAULT",
      features: { denyLoginOnWeb: false },
      enabledFeatures: { documentReminder: true, esign: true },
      secondFactor: "none",
    });
    expect(JSON.stringify(list)).not.toContain(fx.b.company.id);
  });

  it("pages with limit and offset and rejects a bad limit", async () => {
    const page = await t.api.as(fx.a).get("/api/companies?limit=1&offset=1");
    expect(page.json()).toHaveLength(1);
    const bad = await t.api.as(fx.a).get("/api/companies?limit=-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("limit");
  });

  it("answers 401 without a token", async () => {
    expect((await t.api.anonymous().get("/api/companies")).statusCode).toBe(401);
  });
});

describe("GET /companies/:companyId", () => {
  it("answers the user's own company", async () => {
    const response = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: fx.a.company.id, name: "Alpha AB", type: "DEFAULT" });
  });

  it("answers 403 for a company the user is not in", async () => {
    const response = await t.api.as(fx.a).get(`/api/companies/${fx.b.company.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
    expect(response.body).not.toContain("Beta AB");
  });

  it("answers 403 on the web app where the user is denied web login", async () => {
    const company = await createCompany(t.deps.db);
    const user = await createUser(t.deps.db);
    await addMember(t.deps.db, company.id, user.id, { denyLoginOnWeb: true });
    const token = await signIn(t.app, user.email);
    const response = await t.api.as(token).get(`/api/companies/${company.id}`);
    expect(response.statusCode).toBe(403);
  });

  it("answers 401 without a token and 400 for an id that is not a uuid", async () => {
    expect((await t.api.anonymous().get(`/api/companies/${fx.a.company.id}`)).statusCode).toBe(401);
    const bad = await t.api.as(fx.a).get("/api/companies/1%27%20or%201=1");
    expect(bad.statusCode).toBe(400);
  });
});
