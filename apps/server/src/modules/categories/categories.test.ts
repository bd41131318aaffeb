import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["DocumentReminders", "CategoriesAndStatuses"]);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/categories${rest}`;

describe("reminder categories", () => {
  it("creates, lists by name, renames, recolours and deletes", async () => {
    const create = (name: string, color: number) => t.api.as(fx.a).post(url(fx.a.company.id), { name, color });
    const leases = (await create("Leases", 0x00ff00)).json();
    await create("Insurance", 0x0000ff);
    const list = await t.api.as(fx.a).get(url(fx.a.company.id, "?limit=100&type=REMINDER_CATEGORY"));
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(["Insurance", "Leases"]);
    const renamed = await t.api.as(fx.a).put(url(fx.a.company.id, `/${leases.id}`), { name: "Rent", color: 0xff0000 });
    expect(renamed.json()).toEqual({ id: leases.id, name: "Rent", color: 0xff0000 });
    expect((await t.api.as(fx.a).delete(url(fx.a.company.id, `/${leases.id}`))).statusCode).toBe(200);
    const after = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(after.json().map((c: { name: string }) => c.name)).toEqual(["Insurance"]);
  });

  it("rejects invalid input, a limit over 100 and writers without the permission", async () => {
    for (const payload of [
      { name: "", color: 1 },
      { name: "x", color: -1 },
      { name: "x", color: 0x1000000 },
      { name: "x" },
    ]) {
      const response = await t.api.as(fx.a).post(url(fx.a.company.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.api.as(fx.a).get(url(fx.a.company.id, "?limit=101"))).statusCode).toBe(400);
    const reader = await newMember(t, fx.a.company.id, ["DocumentReminders"]);
    expect((await t.api.as(reader).get(url(fx.a.company.id))).statusCode).toBe(200);
    const refused = await t.api.as(reader).post(url(fx.a.company.id), { name: "x", color: 1 });
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another company's category and 401 without a token", async () => {
    const theirs = (await t.api.as(fx.b).post(url(fx.b.company.id), { name: "B cat", color: 1 })).json();
    const put = await t.api.as(fx.a).put(url(fx.a.company.id, `/${theirs.id}`), { name: "Hijack", color: 1 });
    expect(put.statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(url(fx.a.company.id, `/${theirs.id}`))).statusCode).toBe(404);
    const list = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(list.body).not.toContain("B cat");
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
  });
});
