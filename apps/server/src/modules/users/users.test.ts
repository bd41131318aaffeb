import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { lastMessage } from "../../../test/helpers";
import { sessions, users } from "../../db/schema";
import { sessionsChanged } from "../../plugins/session-cache";

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

describe("PUT /users/:userId/name", () => {
  it("changes one's own name, trimmed; refuses an empty one and another user's id", async () => {
    const me = await createUser(t.deps.db, { name: "Old Name" });
    const session = await signIn(t.app, me.email);
    const put = await t.api.as(session).put(`/api/users/${me.id}/name`, { name: "  New Name  " });
    expect(put.statusCode).toBe(200);
    expect((await t.api.as(session).get(`/api/users/${me.id}`)).json().name).toBe("New Name");
    const empty = await t.api.as(session).put(`/api/users/${me.id}/name`, { name: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("name");
    expect((await t.api.as(fx.a).put(`/api/users/${me.id}/name`, { name: "Hijack" })).statusCode).toBe(404);
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
  const jpegWithExif = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Camera", ImageDescription: "home address" } })
      .toBuffer();

  it("answers 404 until an image is uploaded, then a 256 px square WebP without metadata", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(404);
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const put = await t.api.as(fx.a).put(url, jpeg, { headers: { "content-type": "image/jpeg" } });
    expect(put.statusCode).toBe(200);
    const me = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}`);
    expect(me.json().hasAvatar).toBe(true);
    const get = await t.api.as(fx.a).get(`${url}?decache=1`);
    expect(get.statusCode).toBe(200);
    expect(get.headers["content-type"]).toBe("image/webp");
    expect(get.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(get.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(get.rawPayload.includes(Buffer.from("Secret Camera"))).toBe(false);
  });

  it("keeps the crop rectangle the client chose, inside the image", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    // Left half red, right half blue: cropping the right half gives a blue avatar.
    const halves = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#ff0000" } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0000ff" } })
            .png()
            .toBuffer(),
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const put = await t.api
      .as(fx.a)
      .put(`${url}?left=200&top=0&width=200&height=200`, halves, { headers: { "content-type": "image/png" } });
    expect(put.statusCode).toBe(200);
    const image = (await t.api.as(fx.a).get(url)).rawPayload;
    const { dominant } = await sharp(image).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
    // A rectangle past the image's edge is kept inside it.
    const edge = await t.api
      .as(fx.a)
      .put(`${url}?left=390&top=190&width=500&height=500`, png, { headers: { "content-type": "image/png" } });
    expect(edge.statusCode).toBe(200);
  });

  it("refuses GIF, SVG and other types (415), an image of another type than said, and more than 2 MB (413)", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#00ff00" } })
      .gif()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [type, body] of [
      ["image/gif", gif],
      ["image/svg+xml", svg],
      ["text/html", "<script>alert(1)</script>"],
      ["image/png", gif],
      ["image/jpeg", Buffer.from("not an image")],
    ] as const) {
      const response = await t.api.as(fx.a).put(url, body, { headers: { "content-type": type } });
      expect(response.statusCode, type).toBe(415);
    }
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await t.api.as(fx.a).put(url, big, { headers: { "content-type": "image/png" } });
    expect(tooBig.statusCode).toBe(413);
  });

  it("shows a colleague's avatar but not that of a user in another company", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    await t.api.as(fx.a).put(url, png, { headers: { "content-type": "image/png" } });
    expect((await t.api.as(fx.b).get(url)).statusCode).toBe(404);
    await addMember(t.deps.db, fx.a.company.id, fx.b.user.id);
    expect((await t.api.as(fx.b).get(url)).statusCode).toBe(200);
  });

  it("removes one's own avatar, not another user's", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    await t.api.as(fx.a).put(url, png, { headers: { "content-type": "image/png" } });
    expect((await t.api.as(fx.b).delete(url)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).delete(url)).statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}`)).json().hasAvatar).toBe(false);
    expect((await t.api.anonymous().delete(url)).statusCode).toBe(401);
  });

  it("refuses other users' avatars", async () => {
    const other = await t.api
      .as(fx.a)
      .put(`/api/users/${fx.b.user.id}/avatar`, png, { headers: { "content-type": "image/png" } });
    expect(other.statusCode).toBe(404);
  });
});

describe("changing one's own password and sessions", () => {
  const changePassword = (session: string | undefined, userId: string, body: object) =>
    t.api.as(session).put(`/api/users/${userId}/password`, body);

  it("needs the current password (400 on the field) and at least 8 characters", async () => {
    const me = await createUser(t.deps.db, { name: "Pass Word" });
    const session = await signIn(t.app, me.email);
    const wrong = await changePassword(session, me.id, { currentPassword: "not-it", newPassword: "a-new-secret" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "PASSWORD_INCORRECT", field: "currentPassword" });
    const short = await changePassword(session, me.id, { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("newPassword");
    expect(await signIn(t.app, me.email)).toBeTruthy();
    expect(
      (await changePassword(undefined, me.id, { currentPassword: PASSWORD, newPassword: "x".repeat(9) })).statusCode,
    ).toBe(401);
    expect(
      (await changePassword(fx.a.token, me.id, { currentPassword: PASSWORD, newPassword: "x".repeat(9) })).statusCode,
    ).toBe(404);
  });

  it("sets the new password and ends the other sessions at once, this one keeps working", async () => {
    const me = await createUser(t.deps.db, { name: "Changer" });
    await addMember(t.deps.db, fx.a.company.id, me.id);
    const here = await signIn(t.app, me.email);
    const elsewhere = await signIn(t.app, me.email);
    const ok = await changePassword(here, me.id, { currentPassword: PASSWORD, newPassword: "brand-new-secret" });
    expect(ok.statusCode).toBe(200);
    expect((await t.api.as(elsewhere).get(`/api/users/${me.id}`)).statusCode).toBe(401);
    expect((await t.api.as(here).get(`/api/users/${me.id}`)).statusCode).toBe(200);
    expect(await signIn(t.app, me.email, "brand-new-secret")).toBeTruthy();
    await expect(signIn(t.app, me.email)).rejects.toThrow("sign-in failed");
  });

  it("lists the live sessions, this one current, and signs out everywhere else", async () => {
    const me = await createUser(t.deps.db, { name: "Many Browsers" });
    const here = await signIn(t.app, me.email);
    const second = await signIn(t.app, me.email);
    const third = await signIn(t.app, me.email);
    const list = await t.api.as(here).get(`/api/users/${me.id}/sessions`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    expect(list.json().filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await t.api.as(fx.a).get(`/api/users/${me.id}/sessions`)).statusCode).toBe(404);
    expect((await t.api.anonymous().get(`/api/users/${me.id}/sessions`)).statusCode).toBe(401);
    const ended = await t.api.as(here).post(`/api/users/${me.id}/sessions/end-others`, {});
    expect(ended.json()).toEqual({ ended: 2 });
    for (const gone of [second, third]) {
      expect((await t.api.as(gone).get(`/api/users/${me.id}`)).statusCode).toBe(401);
    }
    const after = await t.api.as(here).get(`/api/users/${me.id}/sessions`);
    expect(after.json()).toMatchObject([{ current: true }]);
  });

  it("names each session's browser and system from the sign-in, and when it was last seen", async () => {
    const me = await createUser(t.deps.db, { name: "Firefox User" });
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/authorize?appId=web",
      headers: { "user-agent": firefox },
      payload: { email: me.email, password: PASSWORD },
    });
    const token = signedIn.json().token as string;
    const before = Date.now();
    const [row] = (await t.api.as(token).get(`/api/users/${me.id}/sessions`)).json();
    expect(row).toMatchObject({ browser: "Firefox", os: "Windows", current: true });
    // The request itself stamped it: last seen is now, not the sign-in.
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(before - 1000);
    await t.deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(sessions.userId, me.id));
    // A request stamps it when its lookup reaches the database: at the latest once the session
    // cache's SESSION_CACHE_SECONDS have run out; here the kept answer is dropped as that would.
    sessionsChanged(t.deps.db, { userId: me.id });
    await t.api.as(token).get(`/api/users/${me.id}`);
    const [seen] = (await t.api.as(token).get(`/api/users/${me.id}/sessions`)).json();
    expect(Date.parse(seen.lastSeenAt)).toBeGreaterThan(Date.parse("2026-01-02T00:00:00Z"));
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
    const refused = await confirm(await linkToken(fx.b.user.email), session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("EMAIL_TAKEN");
    expect(await emailOf(me.id)).toBe(me.email);
    expect(await emailOf(fx.b.user.id)).toBe(fx.b.user.email);
  });
});

describe("changing one's own phone number, confirmed by an SMS code", () => {
  const ask = (token: string, userId: string, payload: object) =>
    t.api.as(token).post(`/api/users/${userId}/phone`, payload);
  const confirm = (token: string, userId: string, code: string) =>
    t.api.as(token).post(`/api/users/${userId}/phone/confirm`, { code });
  const phoneOf = async (userId: string) =>
    (await t.deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]?.phone;
  const smsCode = async (to: string) => {
    const code = (await lastMessage(t.deps, to))?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  const wrongCode = (code: string) => (code === "000000" ? "000001" : "000000");

  it("sends a code to the new number, typed the Swedish way, and changes it only when the code is confirmed", async () => {
    const me = await createUser(t.deps.db, { name: "Phoner" });
    await addMember(t.deps.db, fx.a.company.id, me.id);
    const session = await signIn(t.app, me.email);
    const wrongPassword = await ask(session, me.id, { phone: "070-123 45 67", password: "not-it" });
    expect(wrongPassword.json()).toMatchObject({ code: "PASSWORD_INCORRECT", field: "password" });
    expect((await ask(session, me.id, { phone: "12", password: PASSWORD })).statusCode).toBe(400);
    // Nobody asks for another person's number.
    expect((await ask(fx.a.token, me.id, { phone: "0701234567", password: PASSWORD })).statusCode).toBe(404);

    const asked = await ask(session, me.id, { phone: "070-123 45 67", password: PASSWORD });
    expect(asked.json()).toEqual({ phone: "+46701234567" });
    expect(await phoneOf(me.id)).toBeNull();
    const code = await smsCode("+46701234567");
    const wrong = await confirm(session, me.id, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "PHONE_CODE_INCORRECT", field: "code" });
    expect((await confirm(fx.a.token, me.id, code)).statusCode).toBe(404);
    const done = await confirm(session, me.id, code);
    expect(done.json()).toEqual({ phone: "+46701234567" });
    expect(await phoneOf(me.id)).toBe("+46701234567");
    expect((await confirm(session, me.id, code)).json().code).toBe("PHONE_CODE_EXPIRED");
  });

  it("allows 5 tries, counted atomically under concurrent guesses; a new request starts afresh", async () => {
    const me = await createUser(t.deps.db, { name: "Guesser" });
    await addMember(t.deps.db, fx.a.company.id, me.id);
    const session = await signIn(t.app, me.email);
    await ask(session, me.id, { phone: "+46 70 765 43 21", password: PASSWORD });
    const code = await smsCode("+46707654321");
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(session, me.id, wrongCode(code))));
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((c) => c === "PHONE_CODE_INCORRECT")).toHaveLength(5);
    expect(codes.filter((c) => c === "PHONE_CODE_EXPIRED")).toHaveLength(3);
    // The right code no longer helps once the tries are spent.
    expect((await confirm(session, me.id, code)).json().code).toBe("PHONE_CODE_EXPIRED");
    expect(await phoneOf(me.id)).toBeNull();

    await ask(session, me.id, { phone: "+46707654321", password: PASSWORD });
    const fresh = await smsCode("+46707654321");
    expect((await confirm(session, me.id, fresh)).json()).toEqual({ phone: "+46707654321" });
  });
});

describe("GET /users/:userId/profile", () => {
  it("shows a colleague's name, avatar state and the shared companies, nothing private; 404 without a shared company", async () => {
    const other = await createUser(t.deps.db, { name: "Olle Other" });
    await addMember(t.deps.db, fx.b.company.id, other.id);
    const url = `/api/users/${other.id}/profile`;
    expect((await t.api.as(fx.a).get(url)).statusCode).toBe(404);
    expect((await t.api.anonymous().get(url)).statusCode).toBe(401);
    await addMember(t.deps.db, fx.a.company.id, other.id);
    const seen = await t.api.as(fx.a).get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      id: other.id,
      name: "Olle Other",
      hasAvatar: false,
      companies: [{ id: fx.a.company.id, name: fx.a.company.name }],
    });
    expect(seen.body).not.toContain(other.email);
    expect(seen.body).not.toContain(fx.b.company.id);
    const unknown = await t.api.as(fx.a).get("/api/users/00000000-0000-4000-8000-000000000000/profile");
    expect(unknown.statusCode).toBe(404);
  });
});
