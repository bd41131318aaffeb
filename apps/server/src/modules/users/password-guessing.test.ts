import { ErrorCode, LoginError } from "@app/contract";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { outbox } from "../../db/schema";
import { SIGN_IN_LIMITS } from "../session/session.service";

const { t, fx } = appWithTwoCompanies();

describe("the current password asked again by the password, email and phone changes", () => {
  it("counts wrong tries against the sign-in's limit: once locked, these routes and the sign-in refuse the right password", async () => {
    const user = await createUser(t.deps.db, { name: "Stolen session" });
    await addMember(t.deps.db, fx.a.company.id, user.id);
    const token = await signIn(t.app, user.email);
    const from = { remoteAddress: "203.0.113.77" };
    const tries = [
      (password: string) =>
        t.api
          .as(token)
          .put(`/api/users/${user.id}/password`, { currentPassword: password, newPassword: "new-pass-123" }, from),
      (password: string) =>
        t.api.as(token).post(`/api/users/${user.id}/email`, { email: "thief@evil.test", password }, from),
      (password: string) =>
        t.api.as(token).post(`/api/users/${user.id}/phone`, { phone: "+46701234567", password }, from),
    ];
    for (let n = 0; n < SIGN_IN_LIMITS.addressAttempts; n++) {
      const wrong = await tries[n % tries.length]?.(`guess-${n}`);
      expect(wrong?.statusCode, wrong?.body).toBe(400);
      expect(wrong?.json()).toMatchObject({ code: ErrorCode.PasswordIncorrect });
    }

    const signInLockout = await t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email: user.email, password: PASSWORD }, from);
    expect(signInLockout.statusCode).toBe(429);
    expect(signInLockout.json().code).toBe(LoginError.TooManyAttempts);
    for (const attempt of tries) {
      const locked = await attempt(PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(signInLockout.json());
    }
    // Nothing changed: the old password still signs in from elsewhere, and no link or code went out.
    expect(await signIn(t.app, user.email)).toEqual(expect.any(String));
    const sent = await t.deps.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ["thief@evil.test", "+46701234567"]));
    expect(sent).toEqual([]);
  });
});
