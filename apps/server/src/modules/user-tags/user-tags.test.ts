import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["UsersEdit"]);

const tagsUrl = (userId: string, companyId: string, tagId?: string) =>
  `/api/users/${userId}/tags${tagId ? `/${tagId}` : ""}?companyId=${companyId}`;
const add = (userId: string, name: unknown, token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).post(tagsUrl(userId, companyId), { name });
const list = (userId: string, token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).get(tagsUrl(userId, companyId));

describe("user tags", () => {
  it("adds, lists by name and removes a member's tags", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const sales = await add(member.user.id, "  Sales ");
    expect(sales.statusCode).toBe(201);
    expect(sales.json()).toMatchObject({ name: "Sales" });
    await add(member.user.id, "Field");
    expect((await list(member.user.id)).json().map((tag: { name: string }) => tag.name)).toEqual(["Field", "Sales"]);
    // A member reads tags too (their own and others'); only UsersEdit writes.
    expect((await list(fx.a.user.id, member.token)).statusCode).toBe(200);
    const removed = await t.api.as(fx.a).delete(tagsUrl(member.user.id, fx.a.company.id, sales.json().id));
    expect(removed.json()).toEqual({ ok: true });
    expect((await list(member.user.id)).json().map((tag: { name: string }) => tag.name)).toEqual(["Field"]);
  });

  it("refuses invalid names, duplicates and writers without UsersEdit", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    expect((await add(member.user.id, "")).json().field).toBe("name");
    expect((await add(member.user.id, "x".repeat(51))).statusCode).toBe(400);
    expect((await add(member.user.id, 5)).statusCode).toBe(400);
    expect((await add(member.user.id, "Twice")).statusCode).toBe(201);
    const twice = await add(member.user.id, "Twice");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().field).toBe("name");
    expect((await add(member.user.id, "Mine", member.token)).statusCode).toBe(403);
    const tag = (await list(member.user.id)).json()[0];
    const del = await t.api.as(member).delete(tagsUrl(member.user.id, fx.a.company.id, tag.id));
    expect(del.statusCode).toBe(403);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await list(member.user.id, guest.token)).statusCode).toBe(403);
    expect((await list(guest.user.id, guest.token)).statusCode).toBe(200);
  });

  it("answers 404 for another company's user or tag, 403 for a company one is not in, 400 without companyId, 401 without a token", async () => {
    await add(fx.b.user.id, "Theirs", fx.b.token, fx.b.company.id);
    const theirTag = (await list(fx.b.user.id, fx.b.token, fx.b.company.id)).json()[0];
    expect((await list(fx.b.user.id)).statusCode).toBe(404);
    expect((await add(fx.b.user.id, "Mine")).statusCode).toBe(404);
    const del = await t.api.as(fx.a).delete(tagsUrl(fx.b.user.id, fx.a.company.id, theirTag.id));
    expect(del.statusCode).toBe(404);
    expect((await list(fx.b.user.id, fx.a.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await add(fx.b.user.id, "Mine", fx.a.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}/tags`)).statusCode).toBe(400);
    expect((await t.api.anonymous().get(tagsUrl(fx.a.user.id, fx.a.company.id))).statusCode).toBe(401);
    expect((await list(fx.b.user.id, fx.b.token, fx.b.company.id)).json()).toEqual([theirTag]);
  });

  it("drops a member's tags when they leave the company", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    await add(member.user.id, "Leaving");
    await t.api.as(fx.a).delete(`/api/companies/${fx.a.company.id}/users/${member.user.id}`);
    expect((await list(member.user.id)).statusCode).toBe(404);
  });
});
