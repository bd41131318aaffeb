import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["UsersEdit", "FullUserPermissionsEdit", "DocumentReminders", "Skills"]);

const url = (userId: string, companyId: string) => `/api/users/${userId}/permissions?companyId=${companyId}`;
const put = (token: string, userId: string, companyId: string, payload: string[]) =>
  t.api.as(token).put(url(userId, companyId), payload);

describe("setting permissions", () => {
  it("sets a member's permissions, which then apply to what they may do", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const notices = `/api/companies/${fx.a.company.id}/notices`;
    expect((await t.api.as(member).get(notices)).statusCode).toBe(403);
    const response = await put(fx.a.token, member.user.id, fx.a.company.id, ["DocumentReminders", "DocumentReminders"]);
    expect(response.json()).toEqual(["DocumentReminders"]);
    expect((await t.api.as(member).get(notices)).statusCode).toBe(200);
    const read = await t.api.as(fx.a).get(url(member.user.id, fx.a.company.id));
    expect(read.json()).toEqual(["DocumentReminders"]);
  });

  it("never lets a company grant CompanyCreate", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const response = await put(fx.a.token, member.user.id, fx.a.company.id, ["CompanyCreate"]);
    expect(response.statusCode).toBe(400);
    expect((await put(fx.a.token, member.user.id, fx.a.company.id, ["Nope"])).statusCode).toBe(400);
  });

  it("needs 'edit full-user permissions' for a full user, and 'add or edit users' at all", async () => {
    const limitedAdmin = await newMember(t, fx.a.company.id, ["UsersEdit", "Skills"]);
    const full = await newMember(t, fx.a.company.id, []);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await put(limitedAdmin.token, full.user.id, fx.a.company.id, ["Skills"])).statusCode).toBe(403);
    expect((await put(limitedAdmin.token, guest.user.id, fx.a.company.id, ["Skills"])).statusCode).toBe(200);
    const plain = await newMember(t, fx.a.company.id, []);
    expect((await put(plain.token, guest.user.id, fx.a.company.id, ["Tasks"])).statusCode).toBe(404);
    const others = await t.api.as(plain).get(url(guest.user.id, fx.a.company.id));
    expect(others.statusCode).toBe(404);
  });

  it("keeps the last administrator of users from removing their own right", async () => {
    const response = await put(fx.b.token, fx.b.user.id, fx.b.company.id, ["Skills"]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("LAST_ADMINISTRATOR");
    const second = await newMember(t, fx.b.company.id, ["UsersEdit"]);
    expect(second.user.id).toBeDefined();
    expect((await put(fx.b.token, fx.b.user.id, fx.b.company.id, ["Skills"])).statusCode).toBe(200);
  });

  it("answers 404 for a user of another company, 403 for a company one is not in, 401 without a token", async () => {
    expect((await put(fx.a.token, fx.b.user.id, fx.a.company.id, ["Skills"])).statusCode).toBe(404);
    expect((await put(fx.a.token, fx.b.user.id, fx.b.company.id, ["Skills"])).statusCode).toBe(403);
    const anonymous = await t.api.anonymous().put(url(fx.a.user.id, fx.a.company.id), []);
    expect(anonymous.statusCode).toBe(401);
  });
});
