import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";
import { newMember } from "../../../test/objects";
import { systemNotices } from "../../db/schema";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, ["CompanyAccountAdmin"]);
});
afterAll(() => t.close());

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/company-notices${rest}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("company notices", () => {
  it("shows members the current notices; administrators create, schedule, edit and delete", async () => {
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: url(fx.a.company.id), headers: bearer(fx.a.token), payload });
    const now = (await create({ text: "Office closed on Friday" })).json();
    await create({ text: "Later", startsOn: day(3) });
    await create({ text: "Over", startsOn: day(-10), endsOn: day(-1) });
    const member = await newMember(t.app, t.deps.db, fx.a.company.id, []);
    const current = await t.app.inject({ url: url(fx.a.company.id), headers: bearer(member.token) });
    expect(current.json().map((n: { text: string }) => n.text)).toEqual(["Office closed on Friday"]);
    expect(
      (await t.app.inject({ url: url(fx.a.company.id, "?active=false"), headers: bearer(member.token) })).statusCode,
    ).toBe(403);
    const all = await t.app.inject({ url: url(fx.a.company.id, "?active=false"), headers: bearer(fx.a.token) });
    expect(all.json()).toHaveLength(3);

    const edited = await t.app.inject({
      method: "PUT",
      url: url(fx.a.company.id, `/${now.id}`),
      headers: bearer(fx.a.token),
      payload: { text: "Office closed on Monday", startsOn: day(0), endsOn: day(1) },
    });
    expect(edited.json()).toMatchObject({ text: "Office closed on Monday", startsOn: day(0), endsOn: day(1) });
    expect(
      (await t.app.inject({ method: "DELETE", url: url(fx.a.company.id, `/${now.id}`), headers: bearer(fx.a.token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: url(fx.a.company.id), headers: bearer(member.token) })).json()).toEqual([]);
  });

  it("rejects invalid input and non-administrators", async () => {
    for (const payload of [
      { text: "" },
      { text: "x", startsOn: "2027-02-30" },
      { text: "x", startsOn: day(5), endsOn: day(1) },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: url(fx.a.company.id),
        headers: bearer(fx.a.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const member = await newMember(t.app, t.deps.db, fx.a.company.id, []);
    const refused = await t.app.inject({
      method: "POST",
      url: url(fx.a.company.id),
      headers: bearer(member.token),
      payload: { text: "x" },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another company's notice, 403 for their company and 401 without a token", async () => {
    const theirs = (
      await t.app.inject({
        method: "POST",
        url: url(fx.b.company.id),
        headers: bearer(fx.b.token),
        payload: { text: "B news" },
      })
    ).json();
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: url(fx.a.company.id, `/${theirs.id}`),
        headers: bearer(fx.a.token),
        payload: method === "PUT" ? { text: "Hijack" } : undefined,
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect((await t.app.inject({ url: url(fx.b.company.id), headers: bearer(fx.a.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(fx.a.company.id) })).statusCode).toBe(401);
    const still = await t.app.inject({ url: url(fx.b.company.id), headers: bearer(fx.b.token) });
    expect(still.json().map((n: { text: string }) => n.text)).toEqual(["B news"]);
  });
});

describe("GET /notices", () => {
  it("answers the current system notices to any signed-in user", async () => {
    await t.deps.db.insert(systemNotices).values([{ text: "Maintenance tonight" }, { text: "Old", endsOn: day(-1) }]);
    const response = await t.app.inject({ url: "/api/notices", headers: bearer(fx.a.token) });
    expect(response.json().map((n: { text: string }) => n.text)).toEqual(["Maintenance tonight"]);
    expect((await t.app.inject({ url: "/api/notices" })).statusCode).toBe(401);
  });
});
