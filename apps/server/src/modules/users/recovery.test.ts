import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { addMember, appWithTwoCompanies, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { outbox, users } from "../../db/schema";

/**
 * Issue 43 items 1 and 2: every recovery act voids what someone who once knew the password may
 * have left pending (docs/security.md, "Account recovery"): the email change's confirm link, the
 * phone change's code, the reset links and the calendar feed's address.
 */
const { t, fx } = appWithTwoCompanies(["UsersEdit", "Gdpr"]);

type Account = { id: string; email: string };

/** The tokens of the mails to `to` whose links contain `path`, oldest first, once n were sent. */
const linkTokens = (to: string, path: string, n: number) =>
  vi.waitFor(async () => {
    const rows = await t.deps.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, to), like(outbox.body, `%/${path}?token=%`)))
      .orderBy(asc(outbox.createdAt));
    const tokens = rows.flatMap((row) => row.body.match(new RegExp(`/${path}\\?token=([\\w-]+)`))?.[1] ?? []);
    if (tokens.length < n) throw new Error(`${tokens.length} of ${n} mails with ${path} sent`);
    return tokens;
  });

const lastCode = async (to: string) => {
  const [row] = await t.deps.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, to));
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
};

let serial = 0;

/** A member of company A, signed in, with everything a recovery act must void left pending. */
async function planted() {
  const n = serial++;
  const me = await createUser(t.deps.db, { name: `Owner ${n}` });
  await addMember(t.deps.db, fx.a.company.id, me.id);
  const session = await signIn(t.app, me.email);
  const as = t.api.as(session);
  const newEmail = `attacker-${n}@example.test`;
  const newPhone = `+4670555${String(1000 + n)}`;
  expect((await as.post(`/api/users/${me.id}/email`, { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
  expect((await as.post(`/api/users/${me.id}/phone`, { phone: newPhone, password: PASSWORD })).statusCode).toBe(200);
  const feed = await as.post(`/api/users/${me.id}/calendar-feed`);
  const feedPath = new URL(feed.json().url).pathname;
  expect((await t.api.anonymous().get(feedPath)).statusCode).toBe(200);
  await t.api.anonymous().post("/api/users/forgot-password", { Email: me.email });
  const [resetToken] = await linkTokens(me.email, "reset-password", 1);
  const [confirmToken] = await linkTokens(newEmail, "confirm-email", 1);
  return {
    me: me as Account,
    session,
    newEmail,
    newPhone,
    feedPath,
    confirmToken: confirmToken as string,
    resetToken: resetToken as string,
    phoneCode: await lastCode(newPhone),
  };
}

type Planted = Awaited<ReturnType<typeof planted>>;

const emailOf = async (userId: string) =>
  (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

/** Everything planted fails now; `password` is the account's password after the act. */
async function expectVoided(p: Planted, password = PASSWORD) {
  const confirm = await t.api.anonymous().post("/api/users/confirm-email", { token: p.confirmToken, password });
  expect.soft(confirm.json()).toMatchObject({ code: "EMAIL_CHANGE_INVALID" });
  expect.soft(await emailOf(p.me.id)).toBe(p.me.email);

  const fresh = await signIn(t.app, p.me.email, password);
  const phone = await t.api.as(fresh).post(`/api/users/${p.me.id}/phone/confirm`, { code: p.phoneCode });
  expect.soft(phone.json()).toMatchObject({ code: "PHONE_CODE_EXPIRED" });

  const reset = await t.api
    .anonymous()
    .post("/api/users/reset-password", { token: p.resetToken, password: "someone-elses-password" });
  expect.soft(reset.json()).toMatchObject({ code: "RESET_TOKEN_INVALID" });
  await expect.soft(signIn(t.app, p.me.email, "someone-elses-password")).rejects.toThrow("sign-in failed");

  expect.soft((await t.api.anonymous().get(p.feedPath)).statusCode).toBe(404);
}

describe("every recovery act voids pending email and phone changes, reset links and the calendar feed", () => {
  it("a password reset", async () => {
    const p = await planted();
    await t.api.anonymous().post("/api/users/forgot-password", { Email: p.me.email });
    const [, second] = await linkTokens(p.me.email, "reset-password", 2);
    const reset = await t.api.anonymous().post("/api/users/reset-password", { token: second, password: "recovered-1" });
    expect(reset.statusCode).toBe(200);
    await expectVoided(p, "recovered-1");
  });

  it("a password change", async () => {
    const p = await planted();
    const changed = await t.api
      .as(p.session)
      .put(`/api/users/${p.me.id}/password`, { currentPassword: PASSWORD, newPassword: "recovered-2" });
    expect(changed.statusCode).toBe(200);
    await expectVoided(p, "recovered-2");
  });

  it("signing out everywhere else", async () => {
    const p = await planted();
    expect((await t.api.as(p.session).post(`/api/users/${p.me.id}/sessions/end-others`)).statusCode).toBe(200);
    await expectVoided(p);
  });

  it("an admin blocking the member from the web", async () => {
    const p = await planted();
    const blocked = await t.api.as(fx.a).put(`/api/companies/${fx.a.company.id}/users/${p.me.id}`, {
      name: "Owner",
      email: p.me.email,
      type: "DEFAULT",
      features: { denyLoginOnWeb: true },
    });
    expect(blocked.statusCode).toBe(200);
    await expectVoided(p);
  });

  it("an admin blocking members from the web in a mass edit", async () => {
    const p = await planted();
    const body = { ids: [p.me.id], denyLoginOnWeb: true };
    const blocked = await t.api.as(fx.a).post(`/api/companies/${fx.a.company.id}/users/massedit`, body);
    expect(blocked.statusCode).toBe(200);
    await expectVoided(p);
  });

  it("an admin removing the member", async () => {
    const p = await planted();
    expect((await t.api.as(fx.a).delete(`/api/companies/${fx.a.company.id}/users/${p.me.id}`)).statusCode).toBe(200);
    await expectVoided(p);
  });

  it("an admin erasing the member's personal data in one company, the account staying for another", async () => {
    const p = await planted();
    await addMember(t.deps.db, fx.b.company.id, p.me.id);
    const erased = await t.api.as(fx.a).post(`/api/companies/${fx.a.company.id}/users/${p.me.id}/gdpr-erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ accountDeleted: false });
    await expectVoided(p);
  });

  it('"this was not me" from the mail to the old address, which also ends every session', async () => {
    const p = await planted();
    const [cancel] = await linkTokens(p.me.email, "cancel-email-change", 1);
    const done = await t.api.anonymous().post("/api/users/cancel-email-change", { token: cancel });
    expect(done.json()).toEqual({ ok: true });
    expect((await t.api.as(p.session).get(`/api/users/${p.me.id}`)).statusCode).toBe(401);
    await expectVoided(p);
    // Single use.
    const again = await t.api.anonymous().post("/api/users/cancel-email-change", { token: cancel });
    expect(again.json()).toMatchObject({ code: "EMAIL_CHANGE_CANCEL_INVALID", field: "token" });
  });
});

describe("confirming an email change needs the account", () => {
  it("refuses no session (401) and another account's session (403), keeping the link; takes the account's session or password", async () => {
    const p = await planted();
    const confirm = (who: string | null, body: object = {}) =>
      t.api.as(who).post("/api/users/confirm-email", { token: p.confirmToken, ...body });
    const anonymous = await confirm(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("EMAIL_CHANGE_SIGN_IN");
    const other = await confirm(fx.b.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("EMAIL_CHANGE_OTHER_ACCOUNT");
    const wrong = await confirm(null, { password: "not-it" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "PASSWORD_INCORRECT", field: "password" });
    expect(await emailOf(p.me.id)).toBe(p.me.email);
    // Another account's session with this account's password: every session of this one ends.
    const done = await confirm(fx.b.token, { password: PASSWORD });
    expect(done.json()).toEqual({ email: p.newEmail });
    expect(await emailOf(p.me.id)).toBe(p.newEmail);
    expect((await t.api.as(p.session).get(`/api/users/${p.me.id}`)).statusCode).toBe(401);
    expect((await t.api.as(fx.b.token).get(`/api/users/${fx.b.user.id}`)).statusCode).toBe(200);
  });

  it('"this was not me" after the change was confirmed gives the old address back and ends every session', async () => {
    const p = await planted();
    const confirmed = await t.api.as(p.session).post("/api/users/confirm-email", { token: p.confirmToken });
    expect(confirmed.json()).toEqual({ email: p.newEmail });
    const [cancel] = await linkTokens(p.me.email, "cancel-email-change", 1);
    expect((await t.api.anonymous().post("/api/users/cancel-email-change", { token: cancel })).statusCode).toBe(200);
    expect(await emailOf(p.me.id)).toBe(p.me.email);
    expect((await t.api.as(p.session).get(`/api/users/${p.me.id}`)).statusCode).toBe(401);
    expect((await t.api.anonymous().get(p.feedPath)).statusCode).toBe(404);
    await expect(signIn(t.app, p.newEmail)).rejects.toThrow("sign-in failed");
    expect(await signIn(t.app, p.me.email)).toBeTruthy();
  });

  it("an unknown or expired cancel token answers 400, and the mail to the old address carries the link", async () => {
    const p = await planted();
    const [row] = await t.deps.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, p.me.email), like(outbox.body, "%cancel-email-change%")));
    expect(row?.body).toContain(p.newEmail);
    expect(row?.body).toMatch(/inom 7 dagar/);
    const unknown = await t.api.anonymous().post("/api/users/cancel-email-change", { token: "not-a-token" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("EMAIL_CHANGE_CANCEL_INVALID");
  });
});
