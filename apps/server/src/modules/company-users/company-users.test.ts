import { allPermissions, COMPANY_ACCESS_ENDED_EVENT, PERMISSIONS_CHANGED_EVENT } from "@app/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createUser, signIn } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { connected, openSocket } from "../../../test/sockets";
import { withTenant } from "../../db/client";
import { companyUsers, permissions, users } from "../../db/schema";

const { t, fx } = appWithTwoCompanies();
beforeAll(async () => {
  const guest = await createUser(t.deps.db, { name: "Gustav Guest", email: "gustav@example.test" });
  await addMember(t.deps.db, fx.a.company.id, guest.id, { type: "GUEST" });
  await newMember(t, fx.a.company.id, []);
});

const url = (companyId: string, query = "") => `/api/companies/${companyId}/users${query}`;
const names = (body: { name: string }[]) => body.map((u) => u.name);

describe("GET /companies/:companyId/users", () => {
  it("lists the members by name with their type, and searches full users by name or email", async () => {
    const all = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(names(all.json())).toEqual(["Alpha AB User", "Gustav Guest", "Member 0"]);
    expect(all.json()[1]).toMatchObject({
      type: "GUEST",
      email: "gustav@example.test",
      features: { denyLoginOnWeb: false },
    });
    const search = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=gus&limit=10"));
    expect(names(search.json())).toEqual(["Gustav Guest"]);
    const fullOnly = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=gus&limit=10&type=DEFAULT"));
    expect(fullOnly.json()).toEqual([]);
    const byEmail = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=example.test&type=GUEST"));
    expect(names(byEmail.json())).toEqual(["Gustav Guest"]);
  });

  it("says which members have a picture, so the web asks only for those", async () => {
    const before = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Alpha"));
    expect(before.json()).toMatchObject([{ name: "Alpha AB User", hasAvatar: false }]);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const upload = await t.api
      .as(fx.a)
      .put(`/api/users/${fx.a.user.id}/avatar`, png, { headers: { "content-type": "image/png" } });
    expect(upload.statusCode).toBe(200);
    const after = await t.api.as(fx.a).get(url(fx.a.company.id));
    expect(after.json().map((u: { name: string; hasAvatar: boolean }) => [u.name, u.hasAvatar])).toEqual([
      ["Alpha AB User", true],
      ["Gustav Guest", false],
      ["Member 0", false],
    ]);
    await t.api.as(fx.a).delete(`/api/users/${fx.a.user.id}/avatar`);
  });

  it("never shows another company's members; 403 for a company one is not in or as a guest; 401 without a token", async () => {
    const list = await t.api.as(fx.a).get(url(fx.a.company.id, "?q=Beta"));
    expect(list.json()).toEqual([]);
    expect((await t.api.as(fx.a).get(url(fx.b.company.id))).statusCode).toBe(403);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await t.api.as(guest).get(url(fx.a.company.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(url(fx.a.company.id))).statusCode).toBe(401);
    expect((await t.api.as(fx.a).get(url(fx.a.company.id, "?type=ADMIN"))).statusCode).toBe(400);
  });
});

const member = (companyId: string, userId: string) => `/api/companies/${companyId}/users/${userId}`;

describe("one member", () => {
  it("reads, edits (name, type, web login) and removes a member; removal ends their access at once", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit", "FullUserPermissionsEdit"]);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const read = await t.api.as(admin).get(member(fx.a.company.id, guest.user.id));
    expect(read.json()).toMatchObject({ id: guest.user.id, type: "GUEST" });
    const upgraded = await t.api.as(admin).put(member(fx.a.company.id, guest.user.id), {
      name: "Now Full",
      email: guest.user.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb: true },
    });
    expect(upgraded.json()).toMatchObject({
      name: "Now Full",
      email: guest.user.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb: true },
    });
    const blocked = await t.api.as(guest).get(`/api/companies/${fx.a.company.id}`);
    // Their only company blocks them on the web: their web session has ended.
    expect(blocked.statusCode).toBe(401);

    const removed = await t.api.as(admin).delete(member(fx.a.company.id, guest.user.id));
    expect(removed.statusCode).toBe(200);
    const list = await t.api.as(admin).get(`/api/companies/${fx.a.company.id}/users?q=Now`);
    expect(list.json()).toEqual([]);
  });

  it("upgrades a guest to a full user only for those who may edit full users' permissions", async () => {
    const usersEditor = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const fullEditor = await newMember(t, fx.a.company.id, ["UsersEdit", "FullUserPermissionsEdit"]);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const body = { name: "Gus", email: guest.user.email, type: "DEFAULT", features: { denyLoginOnWeb: false } };
    const put = (token: string, userId: string, payload: object) =>
      t.api.as(token).put(member(fx.a.company.id, userId), payload);
    expect((await put(usersEditor.token, guest.user.id, body)).statusCode).toBe(403);
    // The same editor may still rename the guest without changing the type.
    const renamed = await put(usersEditor.token, guest.user.id, { ...body, type: "GUEST" });
    expect(renamed.json()).toMatchObject({ name: "Gus", type: "GUEST" });
    const upgraded = await put(fullEditor.token, guest.user.id, body);
    expect(upgraded.json()).toMatchObject({ type: "DEFAULT" });
    const self = await put(fullEditor.token, fullEditor.user.id, {
      name: "Me",
      email: fullEditor.user.email,
      type: "GUEST",
      features: { denyLoginOnWeb: false },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().field).toBe("type");
  });

  it("refuses invalid input, self-removal and writers without the permission", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const target = await newMember(t, fx.a.company.id, []);
    const put = (token: string, userId: string, payload: object) =>
      t.api.as(token).put(member(fx.a.company.id, userId), payload);
    const valid = { name: "N", email: target.user.email, type: "DEFAULT", features: { denyLoginOnWeb: false } };
    expect((await put(admin.token, target.user.id, { ...valid, email: "nope" })).statusCode).toBe(400);
    expect((await put(admin.token, target.user.id, { ...valid, type: "ADMIN" })).statusCode).toBe(400);
    expect((await put(target.token, admin.user.id, valid)).statusCode).toBe(403);
    const self = await t.api.as(admin).delete(member(fx.a.company.id, admin.user.id));
    expect(self.statusCode).toBe(409);
  });

  it("answers 404 for another company's member, 403 for their company and 401 without a token", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    expect((await t.api.as(admin).get(member(fx.a.company.id, fx.b.user.id))).statusCode).toBe(404);
    const del = await t.api.as(admin).delete(member(fx.a.company.id, fx.b.user.id));
    expect(del.statusCode).toBe(404);
    expect((await t.api.as(admin).get(member(fx.b.company.id, fx.b.user.id))).statusCode).toBe(403);
    expect((await t.api.anonymous().get(member(fx.a.company.id, admin.user.id))).statusCode).toBe(401);
    const b = await t.api.as(fx.b).get(`/api/companies/${fx.b.company.id}/users`);
    expect(b.json().map((u: { id: string }) => u.id)).toContain(fx.b.user.id);
  });
});

describe("POST /companies/:companyId/users/massedit", () => {
  const massedit = (companyId: string, token: string | undefined, payload: unknown) =>
    t.api.as(token).post(`/api/companies/${companyId}/users/massedit`, payload as object);

  it("sets the type and web login of several members at once", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit", "FullUserPermissionsEdit"]);
    const one = await newMember(t, fx.a.company.id, [], "GUEST");
    const two = await newMember(t, fx.a.company.id, [], "GUEST");
    const ids = [one.user.id, two.user.id];
    const typed = await massedit(fx.a.company.id, admin.token, { ids, type: "DEFAULT" });
    expect(typed.json()).toEqual({ updated: 2 });
    for (const id of ids) {
      const read = await t.api.as(admin).get(`/api/companies/${fx.a.company.id}/users/${id}`);
      expect(read.json()).toMatchObject({ type: "DEFAULT", features: { denyLoginOnWeb: false } });
    }
    expect((await massedit(fx.a.company.id, admin.token, { ids, denyLoginOnWeb: true })).statusCode).toBe(200);
    const blocked = await t.api.as(admin).get(`/api/companies/${fx.a.company.id}/users/${one.user.id}`);
    expect(blocked.json()).toMatchObject({ type: "DEFAULT", features: { denyLoginOnWeb: true } });
    expect((await massedit(fx.a.company.id, admin.token, { ids, denyLoginOnWeb: false })).statusCode).toBe(200);
  });

  it("refuses invalid input, unknown or other companies' users, one's own account and writers without the right", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const target = await newMember(t, fx.a.company.id, [], "GUEST");
    const ids = [target.user.id];
    expect((await massedit(fx.a.company.id, admin.token, { ids: [], type: "GUEST" })).statusCode).toBe(400);
    expect((await massedit(fx.a.company.id, admin.token, { ids })).statusCode).toBe(400);
    expect((await massedit(fx.a.company.id, admin.token, { ids: ["nope"], denyLoginOnWeb: true })).statusCode).toBe(
      400,
    );
    const foreign = await massedit(fx.a.company.id, admin.token, { ids: [fx.b.user.id], denyLoginOnWeb: true });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe("ids");
    // A type change needs FullUserPermissionsEdit as well.
    expect((await massedit(fx.a.company.id, admin.token, { ids, type: "DEFAULT" })).statusCode).toBe(403);
    const self = await massedit(fx.a.company.id, admin.token, { ids: [admin.user.id], denyLoginOnWeb: true });
    expect(self.statusCode).toBe(409);
    expect((await massedit(fx.a.company.id, target.token, { ids, denyLoginOnWeb: true })).statusCode).toBe(403);
    expect((await massedit(fx.b.company.id, admin.token, { ids, denyLoginOnWeb: true })).statusCode).toBe(403);
    expect((await massedit(fx.a.company.id, undefined, { ids, denyLoginOnWeb: true })).statusCode).toBe(401);
    const read = await t.api.as(admin).get(member(fx.a.company.id, target.user.id));
    expect(read.json()).toMatchObject({ type: "GUEST", features: { denyLoginOnWeb: false } });
  });
});

describe("ending a member's web access", () => {
  let base: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  const connect = async (token: string, userId: string) => {
    const socket = openSocket(base, token, userId);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
  const put = (token: string, userId: string, denyLoginOnWeb: boolean, email: string) =>
    t.api
      .as(token)
      .put(member(fx.a.company.id, userId), { name: "Blocked", email, type: "DEFAULT", features: { denyLoginOnWeb } });

  it("removing a member whose only company it was ends their web session and disconnects their socket", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const gone = await newMember(t, fx.a.company.id, []);
    const socket = await connect(gone.token, gone.user.id);
    const told = next<{ companyId: string }>(socket, COMPANY_ACCESS_ENDED_EVENT);
    const closed = next<string>(socket, "disconnect");
    const removed = await t.api.as(admin).delete(member(fx.a.company.id, gone.user.id));
    expect(removed.statusCode).toBe(200);
    expect(await told).toEqual({ companyId: fx.a.company.id });
    expect(await closed).toBe("io server disconnect");
    expect((await t.api.as(gone).get(`/api/users/${gone.user.id}`)).statusCode).toBe(401);
  });

  it("blocking web login in one company tells their browsers at once; their other companies keep working", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const both = await createUser(t.deps.db, { name: "Two Companies" });
    await addMember(t.deps.db, fx.a.company.id, both.id);
    await addMember(t.deps.db, fx.b.company.id, both.id);
    const token = await signIn(t.app, both.email);
    const socket = await connect(token, both.id);
    const told = next<{ companyId: string }>(socket, COMPANY_ACCESS_ENDED_EVENT);
    expect((await put(admin.token, both.id, true, both.email)).statusCode).toBe(200);
    expect(await told).toEqual({ companyId: fx.a.company.id });
    expect((await t.api.as(token).get(`/api/companies/${fx.a.company.id}`)).statusCode).toBe(403);
    expect((await t.api.as(token).get(`/api/companies/${fx.b.company.id}`)).statusCode).toBe(200);
    expect(socket.connected).toBe(true);
  });

  it("blocking the web login of a member's only company ends their web session (mass edit too)", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const one = await newMember(t, fx.a.company.id, []);
    const two = await newMember(t, fx.a.company.id, []);
    const socket = await connect(one.token, one.user.id);
    const closed = next<string>(socket, "disconnect");
    expect((await put(admin.token, one.user.id, true, one.user.email)).statusCode).toBe(200);
    expect(await closed).toBe("io server disconnect");
    expect((await t.api.as(one).get(`/api/users/${one.user.id}`)).statusCode).toBe(401);
    const mass = await t.api
      .as(admin)
      .post(`/api/companies/${fx.a.company.id}/users/massedit`, { ids: [two.user.id], denyLoginOnWeb: true });
    expect(mass.statusCode).toBe(200);
    expect((await t.api.as(two).get(`/api/users/${two.user.id}`)).statusCode).toBe(401);
  });

  it("tells a user's browsers when their permissions change", async () => {
    const admin = await newMember(t, fx.a.company.id, ["UsersEdit", "Reminders"]);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const socket = await connect(guest.token, guest.user.id);
    const told = next<{ companyId: string }>(socket, PERMISSIONS_CHANGED_EVENT);
    const response = await t.api
      .as(admin)
      .put(`/api/users/${guest.user.id}/permissions?companyId=${fx.a.company.id}`, ["Reminders"]);
    expect(response.statusCode).toBe(200);
    expect(await told).toEqual({ companyId: fx.a.company.id });
  });
});

describe("acting on members who hold more (issue 11 items 1 and 2)", () => {
  const everything = allPermissions.filter((p) => p !== "CompanyCreate");
  const put = (token: string, userId: string, payload: object) =>
    t.api.as(token).put(member(fx.a.company.id, userId), payload);
  const setPermissions = (token: string, userId: string, payload: string[]) =>
    t.api.as(token).put(`/api/users/${userId}/permissions?companyId=${fx.a.company.id}`, payload);
  const stored = (userId: string) =>
    withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) => ({
      email: (await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email,
      member: (
        await tx
          .select({ type: companyUsers.type, features: companyUsers.features })
          .from(companyUsers)
          .where(and(eq(companyUsers.companyId, fx.a.company.id), eq(companyUsers.userId, userId)))
      )[0],
      permissions: (
        await tx
          .select({ p: permissions.permission })
          .from(permissions)
          .where(and(eq(permissions.companyId, fx.a.company.id), eq(permissions.userId, userId)))
      )
        .map((r) => r.p)
        .sort(),
    }));

  it("a user editor cannot take over an administrator: no email change, no block, no removal", async () => {
    const administrator = await newMember(t, fx.a.company.id, everything);
    const editor = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const before = await stored(administrator.user.id);
    const body = {
      name: "Admin",
      email: administrator.user.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb: false },
    };
    for (const payload of [
      { ...body, email: "editor-owned@example.test" },
      { ...body, features: { denyLoginOnWeb: true } },
    ]) {
      const refused = await put(editor.token, administrator.user.id, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("TARGET_HOLDS_MORE");
    }
    const removal = await t.api.as(editor).delete(member(fx.a.company.id, administrator.user.id));
    expect(removal.statusCode).toBe(403);
    const mass = await t.api
      .as(editor)
      .post(`/api/companies/${fx.a.company.id}/users/massedit`, { ids: [administrator.user.id], denyLoginOnWeb: true });
    expect(mass.statusCode).toBe(403);
    expect(await stored(administrator.user.id)).toEqual(before);
    // The administrator still works on the web.
    const own = await t.api.as(administrator).get(`/api/companies/${fx.a.company.id}`);
    expect(own.statusCode).toBe(200);
  });

  it("nobody changes another person's email, even holding all they hold; no account's existence leaks", async () => {
    const administrator = await newMember(t, fx.a.company.id, everything);
    const target = await newMember(t, fx.a.company.id, ["Reminders"]);
    const body = { name: "T", type: "DEFAULT", features: { denyLoginOnWeb: false } };
    for (const email of ["fresh-address@example.test", fx.b.user.email]) {
      const refused = await put(administrator.token, target.user.id, { ...body, email });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("EMAIL_OWNER_ONLY");
    }
    expect((await stored(target.user.id)).email).toBe(target.user.email);
    // The same email (any case) is no change: the rest of the edit applies.
    const renamed = await put(administrator.token, target.user.id, { ...body, email: target.user.email.toUpperCase() });
    expect(renamed.json()).toMatchObject({ name: "T", email: target.user.email });
  });

  it("a user editor cannot escalate through a guest, at any step", async () => {
    const editor = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    const before = await stored(editor.user.id);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    // 1. Grant the guest what the editor lacks.
    const wider = await setPermissions(editor.token, guest.user.id, everything);
    expect(wider.statusCode).toBe(403);
    expect(wider.json().code).toBe("PERMISSION_NOT_HELD");
    // 2. Grant the guest user administration the editor holds: needs account administration.
    const admin = await setPermissions(editor.token, guest.user.id, ["UsersEdit"]);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe("ACCOUNT_ADMIN_REQUIRED");
    // ... and a guest holds no administration permission, whoever grants it.
    const owner = await newMember(t, fx.a.company.id, everything);
    const toGuest = await setPermissions(owner.token, guest.user.id, ["UsersEdit"]);
    expect(toGuest.statusCode).toBe(400);
    expect(toGuest.json().code).toBe("GUEST_NO_ADMIN");
    // 3. Upgrade the guest to a full user: needs FullUserPermissionsEdit.
    const upgrade = await put(editor.token, guest.user.id, {
      name: "G",
      email: guest.user.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb: false },
    });
    expect(upgrade.statusCode).toBe(403);
    // 4. Invite a full user instead: the same right.
    const invite = await t.api.as(editor).post(`/api/companies/${fx.a.company.id}/users/invite`, {
      email: "full-invitee@example.test",
      name: "Full",
      type: "DEFAULT",
    });
    expect(invite.statusCode).toBe(403);
    // 5. Even a guest whose row says UsersEdit (older data) cannot use it to grant the editor anything.
    await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.insert(permissions).values({ companyId: fx.a.company.id, userId: guest.user.id, permission: "UsersEdit" }),
    );
    const back = await setPermissions(guest.token, editor.user.id, everything);
    // As for anyone without UsersEdit: other members are not found.
    expect(back.statusCode).toBe(404);
    expect(await stored(editor.user.id)).toEqual(before);
    expect((await stored(guest.user.id)).member?.type).toBe("GUEST");
  });

  it("making a full user a guest drops what a guest may not hold", async () => {
    const owner = await newMember(t, fx.a.company.id, everything);
    const target = await newMember(t, fx.a.company.id, ["UsersEdit", "Reminders"]);
    const response = await put(owner.token, target.user.id, {
      name: "Now guest",
      email: target.user.email,
      type: "GUEST",
      features: { denyLoginOnWeb: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(target.user.id)).permissions).toEqual(["Reminders"]);
  });
});
