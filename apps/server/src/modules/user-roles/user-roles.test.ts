import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["UsersEdit"]);

const q = (companyId: string) => `?companyId=${companyId}`;
const roles = (token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).get(`/api/user-roles${q(companyId)}`);
const create = (name: unknown, token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).post(`/api/user-roles${q(companyId)}`, { name });
const addUser = (roleId: string, userId: unknown, token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).post(`/api/user-roles/${roleId}/users${q(companyId)}`, { userId });
const removeUser = (roleId: string, userId: string, token = fx.a.token, companyId = fx.a.company.id) =>
  t.api.as(token).delete(`/api/user-roles/${roleId}/users/${userId}${q(companyId)}`);

describe("user roles", () => {
  it("creates roles, gives and takes them, and lists them with their users", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const sales = await create("Sales");
    expect(sales.statusCode).toBe(201);
    expect(sales.json()).toMatchObject({ name: "Sales", users: [] });
    await create("Accounting");
    const given = await addUser(sales.json().id, member.user.id);
    expect(given.json().users).toEqual([{ id: member.user.id, name: member.user.name }]);
    // Giving it again changes nothing.
    expect((await addUser(sales.json().id, member.user.id)).json().users).toHaveLength(1);
    const listed = await roles(member.token);
    expect(listed.json().map((r: { name: string }) => r.name)).toEqual(["Accounting", "Sales"]);
    expect(listed.json()[1].users).toEqual([{ id: member.user.id, name: member.user.name }]);
    expect((await removeUser(sales.json().id, member.user.id)).json()).toEqual({ ok: true });
    expect((await removeUser(sales.json().id, member.user.id)).statusCode).toBe(404);
    expect((await roles()).json()[1].users).toEqual([]);
    const deleted = await t.api.as(fx.a).delete(`/api/user-roles/${sales.json().id}${q(fx.a.company.id)}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await roles()).json().map((r: { name: string }) => r.name)).toEqual(["Accounting"]);
  });

  it("refuses invalid input, duplicate names, non-members and writers without UsersEdit", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    expect((await create("")).json().field).toBe("name");
    expect((await create("x".repeat(101))).statusCode).toBe(400);
    expect((await create("Unique")).statusCode).toBe(201);
    expect((await create("Unique")).statusCode).toBe(409);
    const role = (await roles()).json().find((r: { name: string }) => r.name === "Unique");
    expect((await addUser(role.id, "not-a-uuid")).statusCode).toBe(400);
    const stranger = await addUser(role.id, fx.b.user.id);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().field).toBe("userId");
    expect((await create("Mine", member.token)).statusCode).toBe(403);
    expect((await addUser(role.id, member.user.id, member.token)).statusCode).toBe(403);
    await addUser(role.id, member.user.id);
    expect((await removeUser(role.id, member.user.id, member.token)).statusCode).toBe(403);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await roles(guest.token)).statusCode).toBe(403);
  });

  it("answers 404 for another company's role, 403 for a company one is not in, 401 without a token", async () => {
    const theirs = (await create("Theirs", fx.b.token, fx.b.company.id)).json();
    await addUser(theirs.id, fx.b.user.id, fx.b.token, fx.b.company.id);
    expect((await addUser(theirs.id, fx.a.user.id)).statusCode).toBe(404);
    expect((await removeUser(theirs.id, fx.b.user.id)).statusCode).toBe(404);
    const del = await t.api.as(fx.a).delete(`/api/user-roles/${theirs.id}${q(fx.a.company.id)}`);
    expect(del.statusCode).toBe(404);
    expect((await roles(fx.a.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await create("X", fx.a.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await roles()).body).not.toContain("Theirs");
    expect((await t.api.anonymous().get(`/api/user-roles${q(fx.a.company.id)}`)).statusCode).toBe(401);
    expect((await roles(fx.b.token, fx.b.company.id)).json()).toEqual([
      { id: theirs.id, name: "Theirs", users: [{ id: fx.b.user.id, name: fx.b.user.name }] },
    ]);
  });
});
