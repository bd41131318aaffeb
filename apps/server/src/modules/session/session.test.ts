import { LoginError, MAX_CODE_ATTEMPTS } from "@app/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { bearer, createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { loginChallenges, loginFailures, outbox, sessions } from "../../db/schema";
import { MAX_FAILURES_PER_HOUR } from "./session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authorize = (payload: object | string, appId: string | null = "web") =>
  t.app.inject({ method: "POST", url: appId === null ? "/api/authorize" : `/api/authorize?appId=${appId}`, payload });

const authorizeSms = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/authorize-sms?appId=web", payload });

async function smsUser() {
  const company = await createCompany(t.deps.db, { secondFactor: "sms" });
  const user = await createUser(t.deps.db, { phone: `+4670${Math.floor(Math.random() * 1e7)}` });
  await addMember(t.deps.db, company.id, user.id);
  return user;
}

async function startCodeStep(email: string) {
  const response = await authorize({ email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json() as { codeRequired: true; challengeId: string; method: string; destination: string };
}

async function sentCode(recipient: string) {
  const message = await lastMessage(t.deps, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code sent");
  return code;
}

describe("POST /authorize", () => {
  it("answers a token and the user id for a right password, whatever the email's case", async () => {
    const user = await createUser(t.deps.db, { email: "Mixed.Case@Example.test" });
    const response = await authorize({ email: "mixed.case@example.TEST", password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.userId).toBe(user.id);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(body.token) });
    expect(me.json().email).toBe(user.email);
  });

  it("stores the token hashed, never in clear", async () => {
    const user = await createUser(t.deps.db);
    const token = await signIn(t.app, user.email);
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 1101 without an appId and 1102 with an unknown one", async () => {
    const missing = await authorize({ email: "a@b.test", password: "x" }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 1101, message: "AppId is missing, please contact an administrator." });
    const unknown = await authorize({ email: "a@b.test", password: "x" }, "nope");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 1102, message: "Invalid appId, please contact an administrator." });
  });

  it("answers 1103 alike for a wrong password and an unknown email", async () => {
    const user = await createUser(t.deps.db);
    const wrong = await authorize({ email: user.email, password: "wrong-password" });
    const unknown = await authorize({ email: "nobody@example.test", password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1103, message: "Invalid username or password." });
    }
  });

  it("answers 1106 for a malformed body", async () => {
    for (const payload of [{}, { email: "a@b.test" }, { email: 5, password: [] }, "text"]) {
      const response = await authorize(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 1106,
        message: "Invalid request data, please contact an administrator.",
      });
    }
  });

  it("answers 1107 for a one-session user who is signed in elsewhere, and lets them in after logout", async () => {
    const user = await createUser(t.deps.db, { singleSession: true });
    const token = await signIn(t.app, user.email);
    const again = await authorize({ email: user.email, password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(LoginError.LoggedInElsewhere);
    await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect((await authorize({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`refuses an account after ${MAX_FAILURES_PER_HOUR} failures in an hour, even with the right password`, async () => {
    const user = await createUser(t.deps.db);
    await t.deps.db
      .insert(loginFailures)
      .values(Array.from({ length: MAX_FAILURES_PER_HOUR }, () => ({ email: user.email.toUpperCase() })));
    const response = await authorize({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.json().token).toBeUndefined();
  });
});

describe("the code step", () => {
  it("sends a code by SMS and answers the masked phone instead of a token", async () => {
    const user = await smsUser();
    const step = await startCodeStep(user.email);
    expect(step).toMatchObject({ codeRequired: true, method: "sms" });
    expect(step.destination).toBe(`${"*".repeat((user.phone ?? "").length - 4)}${user.phone?.slice(-4)}`);
    expect(step).not.toHaveProperty("token");
    expect(await sentCode(user.phone ?? "")).toMatch(/^\d{6}$/);
  });

  it("sends the code by email where the company asks for email", async () => {
    const company = await createCompany(t.deps.db, { secondFactor: "email" });
    const user = await createUser(t.deps.db);
    await addMember(t.deps.db, company.id, user.id);
    const step = await startCodeStep(user.email);
    expect(step.method).toBe("email");
    expect(step.destination).toMatch(/^u\*+@example\.test$/);
    expect(await sentCode(user.email)).toMatch(/^\d{6}$/);
  });

  it("answers a session for the right code, once", async () => {
    const user = await smsUser();
    const { challengeId } = await startCodeStep(user.email);
    const sms = await sentCode(user.phone ?? "");
    const right = await authorizeSms({ sms, challengeId });
    expect(right.statusCode).toBe(200);
    expect(right.json().userId).toBe(user.id);
    const reused = await authorizeSms({ sms, challengeId });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe(LoginError.CodeExpired);
  });

  it("answers 'The SMS code is incorrect.' for a wrong code", async () => {
    const user = await smsUser();
    const { challengeId } = await startCodeStep(user.email);
    const sms = await sentCode(user.phone ?? "");
    const wrong = sms === "000000" ? "000001" : "000000";
    const response = await authorizeSms({ sms: wrong, challengeId });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1104, message: "The SMS code is incorrect." });
  });

  it("kills the code after 5 wrong tries: the sixth try fails even with the right code", async () => {
    const user = await smsUser();
    const { challengeId } = await startCodeStep(user.email);
    const sms = await sentCode(user.phone ?? "");
    const wrong = sms === "000000" ? "000001" : "000000";
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await authorizeSms({ sms: wrong, challengeId })).json().code).toBe(LoginError.SmsCodeIncorrect);
    }
    const sixth = await authorizeSms({ sms, challengeId });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().code).toBe(LoginError.CodeExpired);
  });

  it("refuses an expired code", async () => {
    const user = await smsUser();
    const { challengeId } = await startCodeStep(user.email);
    const sms = await sentCode(user.phone ?? "");
    await t.deps.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.id, challengeId));
    const response = await authorizeSms({ sms, challengeId });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(LoginError.CodeExpired);
  });

  it("binds the code to its own sign-in attempt", async () => {
    const first = await smsUser();
    const second = await smsUser();
    const firstStep = await startCodeStep(first.email);
    const secondStep = await startCodeStep(second.email);
    const secondCode = await sentCode(second.phone ?? "");
    expect(firstStep.challengeId).not.toBe(secondStep.challengeId);
    const response = await authorizeSms({ sms: secondCode, challengeId: firstStep.challengeId });
    if (response.statusCode === 200) expect(response.json().userId).toBe(first.id);
    const ok = await authorizeSms({ sms: secondCode, challengeId: secondStep.challengeId });
    expect(ok.json().userId).toBe(second.id);
  });

  it("answers 1106 for a malformed code and 1101 without an appId", async () => {
    const malformed = await authorizeSms({ sms: "12ab", challengeId: "x" });
    expect(malformed.json().code).toBe(LoginError.InvalidRequest);
    const noApp = await t.app.inject({ method: "POST", url: "/api/authorize-sms", payload: {} });
    expect(noApp.json().code).toBe(LoginError.AppIdMissing);
  });
});

describe("password reset", () => {
  const forgot = (Email: string) =>
    t.app.inject({ method: "POST", url: "/api/users/forgot-password", payload: { Email } });

  it("answers the same for a known and an unknown email, and mails only the known", async () => {
    const user = await createUser(t.deps.db);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody-here@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect((await lastMessage(t.deps, user.email))?.body).toContain("/reset-password?token=");
    expect(await lastMessage(t.deps, "nobody-here@example.test")).toBeUndefined();
  });

  it("rejects a malformed email with 400 naming the field", async () => {
    const response = await forgot("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe("Email");
  });

  it("sets a new password with the mailed token, once, and ends the old sessions", async () => {
    const user = await createUser(t.deps.db);
    const oldToken = await signIn(t.app, user.email);
    await forgot(user.email);
    const token = (await lastMessage(t.deps, user.email))?.body.match(/token=([\w-]+)/)?.[1];
    const reset = (payload: object) => t.app.inject({ method: "POST", url: "/api/users/reset-password", payload });

    expect((await reset({ token, password: "short" })).statusCode).toBe(400);
    expect((await reset({ token, password: "a-new-password" })).statusCode).toBe(200);
    const reused = await reset({ token, password: "another-password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("RESET_TOKEN_INVALID");

    expect((await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await authorize({ email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await authorize({ email: user.email, password: "a-new-password" })).statusCode).toBe(200);
  });
});

describe("logout and tokens", () => {
  it("ends the session on the server", async () => {
    const user = await createUser(t.deps.db);
    const token = await signIn(t.app, user.email);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it("answers 401 without a token, with a malformed one and with an expired one", async () => {
    const user = await createUser(t.deps.db);
    const token = await signIn(t.app, user.email);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    for (const headers of [{}, { authorization: "Bearer nope" }, { authorization: token }, bearer(token)]) {
      const response = await t.app.inject({ url: `/api/users/${user.id}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
  });
});

describe("rate limits", () => {
  it("slows down repeated sign-in requests from one address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "3" });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/authorize?appId=web",
          payload: { email: "x@example.test", password: "y" },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      expect((await limited.deps.db.select().from(outbox)).length).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
