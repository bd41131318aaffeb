import { randomUUID } from "node:crypto";
import {
  type AuthorizeBody,
  type AuthorizeResponse,
  CODE_TTL_MINUTES,
  ErrorCode,
  LoginError,
  loginErrorMessages,
  MAX_CODE_ATTEMPTS,
  type Session,
} from "@app/contract";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { newCode, newToken, safeEqual, sha256 } from "../../lib/tokens";
import { mailLanguage, renderLoginCodeMail, renderPasswordResetMail } from "../mail-templates/mail-templates.service";
import * as q from "./session.queries";

/** At most this many failed sign-ins an hour for one account. */
export const MAX_FAILURES_PER_HOUR = 100;
const RESET_TTL_MINUTES = 60;

const loginError = (status: number, code: number) => new AppError(status, code, loginErrorMessages[code] ?? "");

/** 1101 / 1102 unless the appId names a known app. */
export async function checkAppId(deps: Deps, appId: string | undefined): Promise<string> {
  if (!appId) throw loginError(400, LoginError.AppIdMissing);
  if (!(await q.appExists(deps.db, appId))) throw loginError(400, LoginError.AppIdInvalid);
  return appId;
}

async function startSession(deps: Deps, userId: string, appId: string): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.SESSION_DAYS * 86_400_000);
  await q.insertSession(deps.db, { userId, appId, tokenHash: sha256(token), expiresAt });
  return { token, userId };
}

export function maskPhone(phone: string) {
  return phone.length <= 4 ? "****" : `${"*".repeat(phone.length - 4)}${phone.slice(-4)}`;
}

export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

export async function authorize(deps: Deps, appId: string, body: AuthorizeBody): Promise<AuthorizeResponse> {
  const { db } = deps;
  const since = new Date(Date.now() - 3_600_000);
  if ((await q.recentFailures(db, body.email, since)) >= MAX_FAILURES_PER_HOUR) {
    throw new AppError(429, ErrorCode.RateLimited, "Too many failed sign-ins, please try again later.");
  }
  const user = await q.findUserByEmail(db, body.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
    await q.recordFailure(db, body.email);
    throw loginError(401, LoginError.InvalidCredentials);
  }
  if (user.singleSession && (await q.hasLiveSession(db, user.id, appId))) {
    throw loginError(409, LoginError.LoggedInElsewhere);
  }

  const factors = await withTenant(db, { userId: user.id }, q.secondFactorsOfUser);
  const needsCode = factors.some((f) => f !== "none");
  if (!needsCode) return startSession(deps, user.id, appId);
  // SMS where a company asks for it and the user has a phone; otherwise the code goes by email.
  const method = factors.includes("sms") && user.phone ? "sms" : "email";

  const code = newCode();
  const destination = method === "sms" ? (user.phone as string) : user.email;
  const challengeId = randomUUID();
  await q.insertChallenge(db, {
    id: challengeId,
    userId: user.id,
    appId,
    method,
    destination,
    codeHash: codeHash(challengeId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  const message = await renderLoginCodeMail(db, {
    userId: user.id,
    method,
    language: mailLanguage(user.language),
    values: { name: user.name, code, minutes: String(CODE_TTL_MINUTES) },
  });
  await (method === "sms"
    ? deps.sms({ to: destination, text: message.text })
    : deps.mail({ to: destination, ...message }));
  return {
    codeRequired: true,
    challengeId,
    method,
    destination: method === "sms" ? maskPhone(destination) : maskEmail(destination),
  };
}

export async function verifyCode(deps: Deps, appId: string, challengeId: string, code: string): Promise<Session> {
  const challenge = await q.findChallenge(deps.db, challengeId);
  const live =
    challenge &&
    challenge.appId === appId &&
    !challenge.usedAt &&
    challenge.expiresAt > new Date() &&
    challenge.attempts < MAX_CODE_ATTEMPTS;
  if (!live) throw loginError(401, LoginError.CodeExpired);
  if (!safeEqual(challenge.codeHash, codeHash(challenge.id, code))) {
    await q.countWrongCode(deps.db, challenge.id);
    throw loginError(401, LoginError.SmsCodeIncorrect);
  }
  if (!(await q.useChallenge(deps.db, challenge.id))) throw loginError(401, LoginError.CodeExpired);
  return startSession(deps, challenge.userId, appId);
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function forgotPassword(deps: Deps, email: string) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await q.insertResetRequest(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  // Not tied to a company: the wording of the user's only company, else the built-in one.
  const message = await renderPasswordResetMail(deps.db, {
    userId: user.id,
    language: mailLanguage(user.language),
    values: { name: user.name, link, minutes: String(RESET_TTL_MINUTES) },
  });
  await deps.mail({ to: user.email, ...message });
}

/** Sets the new password and ends every session of the user. */
export async function resetPassword(deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await q.useResetRequest(tx, sha256(token));
    if (!id) return null;
    await q.setPasswordHash(tx, id, passwordHash);
    await q.revokeUserSessions(tx, id);
    return id;
  });
  if (!userId) throw new AppError(400, "RESET_TOKEN_INVALID", "The reset link is invalid or has expired.", "token");
  return userId;
}
