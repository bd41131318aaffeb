import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";
import { newMember } from "../../../test/objects";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, ["DocumentReminders", "CategoriesAndStatuses"]);
});
afterAll(() => t.close());

const url = (companyId: string, rest = "") => `/api/companies/${companyId}/categories${rest}`;

describe("reminder categories", () => {
  it("creates, lists by name, renames, recolours and deletes", async () => {
    const create = (name: string, color: number) =>
      t.app.inject({
        method: "POST",
        url: url(fx.a.company.id),
        headers: bearer(fx.a.token),
        payload: { name, color },
      });
    const leases = (await create("Leases", 0x00ff00)).json();
    await create("Insurance", 0x0000ff);
    const list = await t.app.inject({
      url: url(fx.a.company.id, "?limit=100&type=REMINDER_CATEGORY"),
      headers: bearer(fx.a.token),
    });
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(["Insurance", "Leases"]);
    const renamed = await t.app.inject({
      method: "PUT",
      url: url(fx.a.company.id, `/${leases.id}`),
      headers: bearer(fx.a.token),
      payload: { name: "Rent", color: 0xff0000 },
    });
    expect(renamed.json()).toEqual({ id: leases.id, name: "Rent", color: 0xff0000 });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: url(fx.a.company.id, `/${leases.id}`),
          headers: bearer(fx.a.token),
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ url: url(fx.a.company.id), headers: bearer(fx.a.token) });
    expect(after.json().map((c: { name: string }) => c.name)).toEqual(["Insurance"]);
  });

  it("rejects invalid input, a limit over 100 and writers without the permission", async () => {
    for (const payload of [
      { name: "", color: 1 },
      { name: "x", color: -1 },
      { name: "x", color: 0x1000000 },
      { name: "x" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: url(fx.a.company.id),
        headers: bearer(fx.a.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.app.inject({ url: url(fx.a.company.id, "?limit=101"), headers: bearer(fx.a.token) })).statusCode,
    ).toBe(400);
    const reader = await newMember(t.app, t.deps.db, fx.a.company.id, ["DocumentReminders"]);
    expect((await t.app.inject({ url: url(fx.a.company.id), headers: bearer(reader.token) })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: url(fx.a.company.id),
      headers: bearer(reader.token),
      payload: { name: "x", color: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another company's category and 401 without a token", async () => {
    const theirs = (
      await t.app.inject({
        method: "POST",
        url: url(fx.b.company.id),
        headers: bearer(fx.b.token),
        payload: { name: "B cat", color: 1 },
      })
    ).json();
    const put = await t.app.inject({
      method: "PUT",
      url: url(fx.a.company.id, `/${theirs.id}`),
      headers: bearer(fx.a.token),
      payload: { name: "Hijack", color: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: url(fx.a.company.id, `/${theirs.id}`),
          headers: bearer(fx.a.token),
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ url: url(fx.a.company.id), headers: bearer(fx.a.token) });
    expect(list.body).not.toContain("B cat");
    expect((await t.app.inject({ url: url(fx.a.company.id) })).statusCode).toBe(401);
  });
});
