import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { lastMessage } from "../../../test/helpers";
import { users } from "../../db/schema";

const { t, fx } = appWithTwoCompanies(["DocumentReminders", "CertifyDocument"]);

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("GET /users/:userId", () => {
  it("answers the current user with the language, Swedish by default", async () => {
    const response = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: fx.a.user.id,
      name: fx.a.user.name,
      email: fx.a.user.email,
      language: "se",
      phone: null,
      hasAvatar: false,
    });
  });

  it("answers 404 for another user's id and 401 without a token", async () => {
    const other = await t.api.as(fx.a).get(`/api/users/${fx.b.user.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(fx.b.user.email);
    expect((await t.api.anonymous().get(`/api/users/${fx.a.user.id}`)).statusCode).toBe(401);
  });
});

describe("PUT /users/:userId/language", () => {
  it("stores the language on the user", async () => {
    const put = await t.api.as(fx.a).put(`/api/users/${fx.a.user.id}/language`, { language: "en" });
    expect(put.statusCode).toBe(200);
    const me = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}`);
    expect(me.json().language).toBe("en");
  });

  it("rejects a language the product does not have, and another user's id", async () => {
    const bad = await t.api.as(fx.a).put(`/api/users/${fx.a.user.id}/language`, { language: "sv" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("language");
    const other = await t.api.as(fx.a).put(`/api/users/${fx.b.user.id}/language`, { language: "en" });
    expect(other.statusCode).toBe(404);
    const b = await t.api.as(fx.b).get(`/api/users/${fx.b.user.id}`);
    expect(b.json().language).toBe("se");
  });
});

describe("GET /users/:userId/permissions", () => {
  it("answers the permissions in the chosen company", async () => {
    const response = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}/permissions?companyId=${fx.a.company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().sort()).toEqual(["CertifyDocument", "DocumentReminders"]);
  });

  it("answers 403 for a company the user is not in and 401 without a token", async () => {
    const other = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}/permissions?companyId=${fx.b.company.id}`);
    expect(other.statusCode).toBe(403);
    const anonymous = await t.api
      .anonymous()
      .get(`/api/users/${fx.a.user.id}/permissions?companyId=${fx.a.company.id}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 403 on the web to a member blocked there (denyLoginOnWeb), like every company route", async () => {
    const blocked = await createUser(t.deps.db, { name: "Blocked Reader" });
    await addMember(t.deps.db, fx.a.company.id, blocked.id, { denyLoginOnWeb: true, permissions: ["UsersEdit"] });
    await addMember(t.deps.db, fx.b.company.id, blocked.id);
    const session = await signIn(t.app, blocked.email);
    for (const userId of [blocked.id, fx.a.user.id]) {
      const response = await t.api.as(session).get(`/api/users/${userId}/permissions?companyId=${fx.a.company.id}`);
      expect(response.statusCode).toBe(403);
    }
    const open = await t.api.as(session).get(`/api/users/${blocked.id}/permissions?companyId=${fx.b.company.id}`);
    expect(open.statusCode).toBe(200);
  });
});

describe("avatars", () => {
  it("answers 404 until an image is uploaded, then the image as sent", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(404);
    const put = await t.api.as(fx.a).put(url, png, { headers: { "content-type": "image/png" } });
    expect(put.statusCode).toBe(200);
    const me = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}`);
    expect(me.json().hasAvatar).toBe(true);
    const get = await t.api.as(fx.a).get(`${url}?decache=1`);
    expect(get.statusCode).toBe(200);
    expect(get.headers["content-type"]).toBe("image/png");
    expect(get.headers["x-content-type-options"]).toBe("nosniff");
    expect(get.rawPayload.equals(png)).toBe(true);
  });

  it("shows a colleague's avatar but not that of a user in another company", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    expect((await t.api.as(fx.b).get(url)).statusCode).toBe(404);
    await addMember(t.deps.db, fx.a.company.id, fx.b.user.id);
    expect((await t.api.as(fx.b).get(url)).statusCode).toBe(200);
  });

  it("refuses other content types and other users' avatars", async () => {
    const html = await t.api.as(fx.a).put(`/api/users/${fx.a.user.id}/avatar`, "<script>alert(1)</script>", {
      headers: { "content-type": "text/html" },
    });
    expect(html.statusCode).toBe(415);
    const other = await t.api
      .as(fx.a)
      .put(`/api/users/${fx.b.user.id}/avatar`, png, { headers: { "content-type": "image/png" } });
    expect(other.statusCode).toBe(404);
  });
});

describe("changing one's own email (issue 11 item 1)", () => {
  const changeEmail = (token: string, userId: string, payload: object) =>
    t.api.as(token).post(`/api/users/${userId}/email`, payload);
  const confirm = (token: string, session?: string) => t.api.as(session).post("/api/users/confirm-email", { token });
  const linkToken = async (to: string) => {
    const mail = await lastMessage(t.deps, to);
    const token = mail?.body.match(/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no link in ${mail?.body}`);
    return token;
  };
  const emailOf = async (userId: string) =>
    (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

  it("mails a link to the new address and tells the old one; the change applies when the link is opened, once", async () => {
    const me = await createUser(t.deps.db, { name: "Mover" });
    await addMember(t.deps.db, fx.a.company.id, me.id);
    const confirming = await signIn(t.app, me.email);
    const elsewhere = await signIn(t.app, me.email);
    const wrong = await changeEmail(confirming, me.id, { email: "moved@example.test", password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("PASSWORD_INCORRECT");
    // Someone else's id is not found; the API token or another user cannot ask for it.
    expect((await changeEmail(fx.a.token, me.id, { email: "x@example.test", password: PASSWORD })).statusCode).toBe(
      404,
    );
    const asked = await changeEmail(confirming, me.id, { email: "moved@example.test", password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(await emailOf(me.id)).toBe(me.email);
    const toOld = await lastMessage(t.deps, me.email);
    expect(toOld?.body).toContain("moved@example.test");
    const token = await linkToken("moved@example.test");
    expect((await confirm("not-the-token")).json().code).toBe("EMAIL_CHANGE_INVALID");
    const done = await confirm(token, confirming);
    expect(done.json()).toEqual({ email: "moved@example.test" });
    expect(await emailOf(me.id)).toBe("moved@example.test");
    // The account's other sessions end; the confirming browser's stays.
    expect((await t.api.as(elsewhere).get(`/api/users/${me.id}`)).statusCode).toBe(401);
    expect((await t.api.as(confirming).get(`/api/users/${me.id}`)).statusCode).toBe(200);
    expect(await signIn(t.app, "moved@example.test")).toBeTruthy();
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("EMAIL_CHANGE_INVALID");
  });

  it("answers alike for an address that has an account, and then refuses the confirmation", async () => {
    const me = await createUser(t.deps.db, { name: "Taker" });
    await addMember(t.deps.db, fx.a.company.id, me.id);
    const session = await signIn(t.app, me.email);
    const asked = await changeEmail(session, me.id, { email: fx.b.user.email, password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    const refused = await confirm(await linkToken(fx.b.user.email));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("EMAIL_TAKEN");
    expect(await emailOf(me.id)).toBe(me.email);
    expect(await emailOf(fx.b.user.id)).toBe(fx.b.user.email);
  });
});
