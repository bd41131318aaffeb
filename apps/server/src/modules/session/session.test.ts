import { LoginError, MAX_CODE_ATTEMPTS } from "@app/contract";
import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { client } from "../../../test/client";
import { addMember, createCompany, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { withTenant } from "../../db/client";
import { apiTokens, loginChallenges, outbox, passwordResetRequests, sessions, signInCounters } from "../../db/schema";
import { SIGN_IN_LIMITS } from "./session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authorize = (payload: object | string, appId: string | null = "web", remoteAddress = "127.0.0.1") =>
  t.api
    .anonymous()
    .post(appId === null ? "/api/authorize" : `/api/authorize?appId=${appId}`, payload, { remoteAddress });

const authorizeSms = (payload: object) => t.api.anonymous().post("/api/authorize-sms?appId=web", payload);

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
    const me = await t.api.as(body).get(`/api/users/${user.id}`);
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
    await t.api.as(token).post("/api/logout");
    expect((await authorize({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("failed sign-ins", () => {
  const wrongPassword = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email, password: "wrong-password" }, { remoteAddress, headers });
  const counter = async (kind: "account_failures" | "address_attempts", email: string, address = "") => {
    const [row] = await t.deps.db
      .select({ count: signInCounters.count })
      .from(signInCounters)
      .where(and(eq(signInCounters.kind, kind), eq(signInCounters.email, email), eq(signInCounters.address, address)));
    return row?.count ?? 0;
  };
  // Test users read Swedish.
  const warnings = (email: string) =>
    t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, "Misslyckade inloggningar%")));
  const { addressAttempts, accountFailures } = SIGN_IN_LIMITS;

  it("refuses an address after its failures on an account, not the owner signing in from elsewhere", async () => {
    const user = await createUser(t.deps.db);
    const codes = [];
    for (let i = 0; i < 105; i++) codes.push((await wrongPassword(user.email, "203.0.113.7")).json().code);
    expect(codes.slice(0, addressAttempts)).toEqual(Array(addressAttempts).fill(LoginError.InvalidCredentials));
    expect(codes.slice(addressAttempts)).toEqual(Array(105 - addressAttempts).fill(LoginError.TooManyAttempts));
    const fromAttacker = await authorize({ email: user.email, password: PASSWORD }, "web", "203.0.113.7");
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json()).toEqual({
      code: 1110,
      message: "Too many failed sign-ins from this address, please try again in an hour.",
    });
    const owner = await authorize({ email: user.email, password: PASSWORD }, "web", "198.51.100.20");
    expect(owner.statusCode).toBe(200);
    expect(owner.json().userId).toBe(user.id);
  });

  it("forgets an address's failures once the right password comes from it", async () => {
    const user = await createUser(t.deps.db);
    for (let i = 0; i < addressAttempts - 1; i++) await wrongPassword(user.email, "203.0.113.8");
    expect((await authorize({ email: user.email, password: PASSWORD }, "web", "203.0.113.8")).statusCode).toBe(200);
    for (let i = 0; i < addressAttempts; i++) {
      expect((await wrongPassword(user.email, "203.0.113.8")).json().code).toBe(LoginError.InvalidCredentials);
    }
  });

  it("counts failures per connecting address: X-Forwarded-For does not change it by default", async () => {
    const user = await createUser(t.deps.db);
    for (let i = 0; i < addressAttempts; i++) {
      await wrongPassword(user.email, "203.0.113.9", { "x-forwarded-for": `10.1.0.${i}` });
    }
    const next = await wrongPassword(user.email, "203.0.113.9", { "x-forwarded-for": "10.1.0.200" });
    expect(next.json().code).toBe(LoginError.TooManyAttempts);
  });

  it("past the account's limit a right password signs in with a code by mail, and the owner is told once", async () => {
    const user = await createUser(t.deps.db);
    const attackers = Array.from(
      { length: Math.ceil(accountFailures / addressAttempts) + 1 },
      (_, i) => `192.0.2.${i}`,
    );
    for (const address of attackers) {
      for (let i = 0; i < addressAttempts; i++) await wrongPassword(user.email, address);
    }
    expect(await counter("account_failures", user.email)).toBeGreaterThan(accountFailures);

    const step = await authorize({ email: user.email, password: PASSWORD }, "web", "198.51.100.21");
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({ codeRequired: true, method: "email" });
    expect(step.json().token).toBeUndefined();
    const code = await sentCode(user.email);
    const signedIn = await authorizeSms({ sms: code, challengeId: step.json().challengeId });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userId).toBe(user.id);

    const mails = await warnings(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(String(accountFailures));
  });

  it("counts every one of many concurrent wrong passwords", async () => {
    const user = await createUser(t.deps.db);
    const addresses = ["192.0.2.101", "192.0.2.102", "192.0.2.103"];
    const tries = addresses.flatMap((address) => Array.from({ length: addressAttempts + 5 }, () => address));
    const answers = await Promise.all(tries.map((address) => wrongPassword(user.email, address)));
    const codes = answers.map((response) => response.json().code);
    expect(codes.filter((code) => code === LoginError.InvalidCredentials)).toHaveLength(
      addresses.length * addressAttempts,
    );
    expect(codes.filter((code) => code === LoginError.TooManyAttempts)).toHaveLength(addresses.length * 5);
    expect(await counter("account_failures", user.email)).toBe(addresses.length * addressAttempts);
    for (const address of addresses)
      expect(await counter("address_attempts", user.email, address)).toBe(addressAttempts);
    expect(await warnings(user.email)).toHaveLength(1);
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

  it("counts 50 concurrent guesses of one code atomically: 5 are compared, then even the right code is refused", async () => {
    const user = await smsUser();
    const { challengeId } = await startCodeStep(user.email);
    const sms = await sentCode(user.phone ?? "");
    const wrong = sms === "000000" ? "000001" : "000000";
    const answers = await Promise.all(Array.from({ length: 50 }, () => authorizeSms({ sms: wrong, challengeId })));
    const codes = answers.map((response) => response.json().code);
    expect(codes.filter((code) => code === LoginError.SmsCodeIncorrect)).toHaveLength(MAX_CODE_ATTEMPTS);
    expect(codes.filter((code) => code === LoginError.CodeExpired)).toHaveLength(50 - MAX_CODE_ATTEMPTS);
    const right = await authorizeSms({ sms, challengeId });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe(LoginError.CodeExpired);
    const [row] = await t.deps.db.select().from(loginChallenges).where(eq(loginChallenges.id, challengeId));
    expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(row?.usedAt).toBeNull();
  });

  it(`starts at most ${SIGN_IN_LIMITS.challenges} code steps an hour for one account, then answers 1111`, async () => {
    const user = await smsUser();
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.challenges + 5 }, (_, i) =>
        authorize({ email: user.email, password: PASSWORD }, "web", `198.51.100.${i}`),
      ),
    );
    const started = answers.filter((response) => response.json().codeRequired === true);
    expect(started).toHaveLength(SIGN_IN_LIMITS.challenges);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toEqual({
      code: 1111,
      message: "Too many codes were sent for this account, please try again in an hour.",
    });
    const sent = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.phone ?? ""));
    expect(sent).toHaveLength(SIGN_IN_LIMITS.challenges);
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
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(LoginError.SmsCodeIncorrect);
    const ok = await authorizeSms({ sms: secondCode, challengeId: secondStep.challengeId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userId).toBe(second.id);
  });

  it("accepts the spec's body { sms } alone: the challenge comes from the code step's httpOnly cookie", async () => {
    const user = await smsUser();
    const step = await authorize({ email: user.email, password: PASSWORD });
    const cookie = String(step.headers["set-cookie"]);
    expect(cookie).toBe(
      `login_challenge=${step.json().challengeId}; Path=/api/authorize-sms; Max-Age=600; HttpOnly; SameSite=Strict`,
    );
    const sms = await sentCode(user.phone ?? "");
    const wrong = sms === "000000" ? "000001" : "000000";
    const headers = { cookie: cookie.split(";")[0] ?? "" };
    const send = (code: string) => t.api.anonymous().post("/api/authorize-sms?appId=web", { sms: code }, { headers });

    expect((await send(wrong)).json().code).toBe(LoginError.SmsCodeIncorrect);
    const right = await send(sms);
    expect(right.statusCode).toBe(200);
    expect(right.json().userId).toBe(user.id);
    expect(String(right.headers["set-cookie"])).toMatch(/^login_challenge=; Path=\/api\/authorize-sms; Max-Age=0;/);
    const [row] = await t.deps.db.select().from(loginChallenges).where(eq(loginChallenges.id, step.json().challengeId));
    expect(row?.attempts).toBe(2);
    expect((await send(sms)).json().code).toBe(LoginError.CodeExpired);
  });

  it("counts wrong codes sent with the cookie like those sent with the challenge id", async () => {
    const user = await smsUser();
    const step = await authorize({ email: user.email, password: PASSWORD });
    const headers = { cookie: String(step.headers["set-cookie"]).split(";")[0] ?? "" };
    const sms = await sentCode(user.phone ?? "");
    const wrong = sms === "000000" ? "000001" : "000000";
    const send = (code: string) => t.api.anonymous().post("/api/authorize-sms?appId=web", { sms: code }, { headers });
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect((await send(wrong)).json().code).toBe(LoginError.SmsCodeIncorrect);
    expect((await send(sms)).json().code).toBe(LoginError.CodeExpired);
  });

  it("answers 'code expired' for { sms } without a code step's cookie, or with a forged one", async () => {
    for (const cookie of [undefined, "login_challenge=not-an-id", `login_challenge=${crypto.randomUUID()}`]) {
      const response = await t.api
        .anonymous()
        .post("/api/authorize-sms?appId=web", { sms: "123456" }, { headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1105, message: "The code has expired, please sign in again." });
    }
  });

  it("answers 1106 for a malformed code and 1101 without an appId", async () => {
    const malformed = await authorizeSms({ sms: "12ab", challengeId: "x" });
    expect(malformed.json().code).toBe(LoginError.InvalidRequest);
    const noApp = await t.api.anonymous().post("/api/authorize-sms", {});
    expect(noApp.json().code).toBe(LoginError.AppIdMissing);
  });
});

describe("password reset", () => {
  const forgot = (Email: string, app = t.app) => client(app).anonymous().post("/api/users/forgot-password", { Email });
  const reset = (payload: object) => t.api.anonymous().post("/api/users/reset-password", payload);

  /** The tokens of the reset links mailed to an address, oldest first, once n have been sent. */
  const resetTokens = (email: string, n: number) =>
    vi.waitFor(async () => {
      const rows = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.createdAt);
      const tokens = rows.flatMap((row) => row.body.match(/token=([\w-]+)/)?.[1] ?? []);
      if (tokens.length < n) throw new Error(`${tokens.length} of ${n} reset mails sent`);
      return tokens;
    });

  it("answers the same for a known and an unknown email, and mails only the known", async () => {
    const user = await createUser(t.deps.db);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody-here@example.test");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await resetTokens(user.email, 1)).toHaveLength(1);
    expect(await lastMessage(t.deps, "nobody-here@example.test")).toBeUndefined();
  });

  it("answers the same 200 for known and unknown emails while mail fails, without waiting for it", async () => {
    const failing = await createTestApp({}, { mail: async () => Promise.reject(new Error("connect ECONNREFUSED")) });
    const hanging = await createTestApp({}, { mail: () => new Promise<void>(() => undefined) });
    try {
      for (const app of [failing, hanging]) {
        const user = await createUser(app.deps.db);
        const known = await forgot(user.email, app.app);
        const unknown = await forgot("nobody-here@example.test", app.app);
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(200);
        expect(known.body).toBe(unknown.body);
        // The link was still made for the known account.
        await vi.waitFor(async () => {
          const rows = await app.deps.db
            .select()
            .from(passwordResetRequests)
            .where(eq(passwordResetRequests.userId, user.id));
          expect(rows).toHaveLength(1);
        });
      }
    } finally {
      await failing.close();
      await hanging.close();
    }
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
    const [token] = await resetTokens(user.email, 1);

    expect((await reset({ token, password: "short" })).statusCode).toBe(400);
    expect((await reset({ token, password: "a-new-password" })).statusCode).toBe(200);
    const reused = await reset({ token, password: "another-password" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("RESET_TOKEN_INVALID");

    expect((await t.api.as(oldToken).get(`/api/users/${user.id}`)).statusCode).toBe(401);
    expect((await authorize({ email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await authorize({ email: user.email, password: "a-new-password" })).statusCode).toBe(200);
  });

  it("ends every other reset link of the account, earlier and later ones", async () => {
    const user = await createUser(t.deps.db);
    for (let i = 0; i < 3; i++) {
      await forgot(user.email);
      await resetTokens(user.email, i + 1);
    }
    const [first, second, third] = await resetTokens(user.email, 3);
    expect((await reset({ token: second, password: "a-new-password" })).statusCode).toBe(200);
    for (const token of [first, third]) {
      const response = await reset({ token, password: "attacker-password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("RESET_TOKEN_INVALID");
    }
    expect((await authorize({ email: user.email, password: "a-new-password" })).statusCode).toBe(200);
  });

  it("revokes the API tokens the user made, in each of their companies", async () => {
    const user = await createUser(t.deps.db);
    const companies = [await createCompany(t.deps.db), await createCompany(t.deps.db)];
    const session = await signIn(t.app, user.email);
    const made: { companyId: string; token: string }[] = [];
    for (const company of companies) {
      await addMember(t.deps.db, company.id, user.id, { permissions: ["CompanyAccountAdmin", "PublicationEdit"] });
      const created = await t.api.as(session).post(`/api/companies/admin/tokens?companyId=${company.id}`, {
        name: "Integration",
        permissions: ["PublicationEdit"],
      });
      expect(created.statusCode).toBe(201);
      made.push({ companyId: company.id, token: created.json().token });
    }
    const useToken = ({ companyId, token }: (typeof made)[number]) =>
      t.api.as(token).get(`/api/companies/${companyId}/publications`);
    for (const token of made) expect((await useToken(token)).statusCode).toBe(200);

    await forgot(user.email);
    const [token] = await resetTokens(user.email, 1);
    expect((await reset({ token, password: "a-new-password" })).statusCode).toBe(200);

    for (const token of made) expect((await useToken(token)).statusCode).toBe(401);
    const live = await withTenant(t.deps.db, { companyIds: companies.map((c) => c.id) }, (tx) =>
      tx
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.createdBy, user.id), isNull(apiTokens.revokedAt))),
    );
    expect(live).toEqual([]);
  });
});

describe("logout and tokens", () => {
  it("ends the session on the server", async () => {
    const user = await createUser(t.deps.db);
    const token = await signIn(t.app, user.email);
    const out = await t.api.as(token).post("/api/logout");
    expect(out.statusCode).toBe(200);
    const after = await t.api.as(token).get(`/api/users/${user.id}`);
    expect(after.statusCode).toBe(401);
  });

  it("answers 401 without a token, with a malformed one and with an expired one", async () => {
    const user = await createUser(t.deps.db);
    const token = await signIn(t.app, user.email);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    const cases: Record<string, string>[] = [
      {},
      { authorization: "Bearer nope" },
      { authorization: token },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of cases) {
      const response = await t.api.anonymous().get(`/api/users/${user.id}`, { headers });
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
        const response = await limited.api
          .anonymous()
          .post("/api/authorize?appId=web", { email: "x@example.test", password: "y" });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      expect((await limited.deps.db.select().from(outbox)).length).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
