import type { Permission } from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, noFeatures } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { customers, groups } from "../../db/schema";

const all: Permission[] = ["CustomerCreate", "CustomerEdit", "CustomerDelete", "AuthorizationGroups"];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/customers${rest}`;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (token: string | null, method: Method, path: string, payload?: object) =>
  t.api.as(token).send({ method, url: path, payload });

describe("customers", () => {
  it("creates, lists (marking those with a portal), edits and deletes customers", async () => {
    const acme = await createCustomer(t, fx.a, fx.a.company.id, {
      name: "Acme AB",
      email: "info@acme.test",
      orgNumber: "556677-8899",
    });
    expect(acme).toMatchObject({
      name: "Acme AB",
      email: "info@acme.test",
      orgNumber: "556677-8899",
      portals: [],
      hasPortal: false,
    });
    const bolaget = await createCustomer(t, fx.a, fx.a.company.id, { name: "bolaget HB", email: "", orgNumber: "" });
    expect(bolaget).toMatchObject({ email: null, orgNumber: null });
    const portal = await t.api.as(fx.a).post(`/api/companies/${fx.a.company.id}/groups`, {
      name: "Acme portal",
      type: "PORTAL",
      customerId: acme.id,
    });
    expect(portal.statusCode).toBe(201);

    const list = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(list.json().map((c: { name: string; hasPortal: boolean }) => [c.name, c.hasPortal])).toEqual([
      ["Acme AB", true],
      ["bolaget HB", false],
    ]);
    expect(list.json()[0].portals).toEqual([{ id: portal.json().id, name: "Acme portal" }]);
    const withPortal = await t.api.as(fx.a).get(url(fx.a.company.id, "?hasPortal=true"));
    expect(withPortal.json().map((c: { name: string }) => c.name)).toEqual(["Acme AB"]);
    const without = await t.api.as(fx.a).get(url(fx.a.company.id, "?hasPortal=false"));
    expect(without.json().map((c: { name: string }) => c.name)).toEqual(["bolaget HB"]);
    const searched = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=556677"));
    expect(searched.json().map((c: { name: string }) => c.name)).toEqual(["Acme AB"]);
    const limited = await t.api.as(fx.a).get(url(fx.a.company.id, "?limit=1&offset=1"));
    expect(limited.json().map((c: { name: string }) => c.name)).toEqual(["bolaget HB"]);

    const edited = await t.api.as(fx.a).put(url(fx.a.company.id, `/${acme.id}`), {
      name: "Acme Sverige AB",
      email: "kontakt@acme.test",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Acme Sverige AB", email: "kontakt@acme.test", orgNumber: null });

    // Deleting the customer keeps its portal, no longer connected to a customer.
    expect((await t.api.as(fx.a).delete(url(fx.a.company.id, `/${acme.id}`))).statusCode).toBe(200);
    const [left] = await t.deps.db.select().from(groups).where(eq(groups.id, portal.json().id));
    expect(left).toMatchObject({ customerId: null, customerConnected: false, type: "PORTAL" });
    expect((await t.api.as(fx.a).put(url(fx.a.company.id, `/${acme.id}`), { name: "Gone" })).statusCode).toBe(404);
  });

  it("rejects invalid input with the field named", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ name: "x", email: "not-an-email" }, "email"],
      [{ name: "x", orgNumber: "abc" }, "orgNumber"],
      [{ name: "x", orgNumber: "1".repeat(21) }, "orgNumber"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    for (const query of ["?hasPortal=yes", "?limit=0", "?limit=abc"]) {
      expect((await t.api.as(fx.a).get(url(fx.a.company.id, query))).statusCode, query).toBe(400);
    }
  });

  it("needs the Customer* permission of each write; members read; guests do not", async () => {
    const kept = await createCustomer(t, fx.a, fx.a.company.id, { name: "Kept AB" });
    const creator = await newMember(t, fx.a.company.id, ["CustomerCreate"]);
    const editor = await newMember(t, fx.a.company.id, ["CustomerEdit"]);
    const reader = await newMember(t, fx.a.company.id, []);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const attempts: [string, Method, string, object?][] = [
      [editor.token, "POST", url(fx.a.company.id), { name: "Nope" }],
      [creator.token, "PUT", url(fx.a.company.id, `/${kept.id}`), { name: "Nope" }],
      [editor.token, "DELETE", url(fx.a.company.id, `/${kept.id}`)],
      [reader.token, "POST", url(fx.a.company.id), { name: "Nope" }],
      [guest.token, "POST", url(fx.a.company.id), { name: "Nope" }],
      [guest.token, "GET", url(fx.a.company.id)],
    ];
    for (const [token, method, path, payload] of attempts) {
      expect((await call(token, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await t.api.as(creator).post(url(fx.a.company.id), { name: "Allowed" })).statusCode).toBe(201);
    expect((await t.api.as(editor).put(url(fx.a.company.id, `/${kept.id}`), { name: "Kept AB" })).statusCode).toBe(200);
    expect((await t.api.as(reader).get(url(fx.a.company.id))).statusCode).toBe(200);
    const rows = await t.deps.db.select().from(customers).where(eq(customers.name, "Nope"));
    expect(rows).toEqual([]);
  });

  it("answers 403 while the company has no customers feature", async () => {
    const company = await createCompany(t.deps.db, { enabledFeatures: { ...noFeatures, documentReminder: true } });
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
    expect((await t.api.as(fx.a).get(url(company.id))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(url(company.id), { name: "x" })).statusCode).toBe(403);
  });

  it("answers 404 for another company's customer, 403 for their company and 401 without a token", async () => {
    const theirs = await createCustomer(t, fx.b, fx.b.company.id, { name: "Their customer" });
    const cases: [Method, string, object?][] = [
      ["PUT", `/${theirs.id}`, { name: "Hijacked" }],
      ["DELETE", `/${theirs.id}`],
    ];
    for (const [method, rest, payload] of cases) {
      const response = await call(fx.a.token, method, url(fx.a.company.id, rest), payload);
      expect(response.statusCode, method).toBe(404);
      expect((await call(fx.a.token, method, url(fx.b.company.id, rest), payload)).statusCode).toBe(403);
      expect((await call(null, method, url(fx.a.company.id, rest), payload)).statusCode).toBe(401);
    }
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    const mine = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Their"));
    expect(mine.json()).toEqual([]);
    const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row?.name).toBe("Their customer");
  });
});
