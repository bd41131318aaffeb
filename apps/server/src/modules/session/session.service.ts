import { randomUUID } from "node:crypto";
import {
  type AuthorizeBody,
  type AuthorizeResponse,
  CODE_TTL_MINUTES,
  ErrorCode,
  type Language,
  LoginError,
  loginErrorMessages,
  MAX_CODE_ATTEMPTS,
  type MailText,
  renderMailText,
  type Session,
} from "@app/contract";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { USER_AGENT_MAX } from "../../lib/request-context";
import { newCode, newToken, safeEqual, sha256 } from "../../lib/tokens";
import { sessionsChanged } from "../../plugins/session-cache";
import { acrossMyCompanies, withUserScope } from "../../plugins/tenant";
import { revokeTokensOfUser } from "../api-tokens/api-tokens.service";
import { recordAccountEvent } from "../audit/audit.service";
import { mailLanguage, renderLoginCodeMail, renderPasswordResetMail } from "../mail-templates/mail-templates.service";
import { voidAccountLinks } from "../users/users.service";
import * as q from "./session.queries";

/**
 * Sign-in limits, each per fixed one-hour window (docs/security.md, "Sign-in: second factor,
 * lockout and password reset"). None of them refuses the owner a right password from their own
 * address: past accountFailures it asks for a mailed code instead.
 */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins on one account from one client address; further tries from there answer 1110. */
  addressAttempts: 10,
  /** Wrong passwords on one account from anywhere; then a right password also needs a code by mail. */
  accountFailures: 20,
  /** Second-factor codes sent for one account; further sign-ins answer 1111. */
  challenges: 10,
} as const;
const RESET_TTL_MINUTES = 60;

/** Sent once a window, when an account reaches SIGN_IN_LIMITS.accountFailures. */
const failuresWarning: Record<Language, MailText> = {
  en: {
    subject: "Failed sign-ins on your account",
    body: "Hi {{name}},\n\nThere have been {{count}} failed sign-ins on your account within an hour. For up to an hour, signing in also asks for a one-time code. If it was not you, your password was not accepted; consider choosing a new one.",
  },
  se: {
    subject: "Misslyckade inloggningar på ditt konto",
    body: "Hej {{name}}!\n\nDet har gjorts {{count}} misslyckade inloggningar på ditt konto inom en timme. I upp till en timme ber inloggningen också om en engångskod. Om det inte var du har ditt lösenord inte godtagits; överväg att välja ett nytt.",
  },
};

const loginError = (status: number, code: number) => new AppError(status, code, loginErrorMessages[code] ?? "");

/** 1101 / 1102 unless the appId names a known app. */
async function checkAppId(deps: Deps, appId: string | undefined): Promise<string> {
  if (!appId) throw loginError(400, LoginError.AppIdMissing);
  if (!(await q.appExists(deps.db, appId))) throw loginError(400, LoginError.AppIdInvalid);
  return appId;
}

async function startSession(deps: Deps, userId: string, appId: string, userAgent?: string): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.SESSION_DAYS * 86_400_000);
  // Recorded first: a session never starts without its event.
  await recordAccountEvent(deps.db, userId, "sign_in");
  await q.insertSession(deps.db, {
    userId,
    appId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
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

type Account = { email: string; name: string; language: string | null };

/** One more wrong password on the account; reaching SIGN_IN_LIMITS.accountFailures mails its owner once. */
async function countWrongPassword(deps: Pick<Deps, "db" | "mail">, email: string, user: Account | null) {
  const failures = await q.bumpCounter(deps.db, { kind: "account_failures", email });
  if (user && failures === SIGN_IN_LIMITS.accountFailures) {
    const text = failuresWarning[mailLanguage(user.language)];
    await deps.mail({ to: user.email, ...renderMailText(text, { name: user.name, count: String(failures) }) });
  }
}

/**
 * The current password a signed-in user gives again to change their password, email or phone,
 * under the sign-in's limits (docs/security.md): each try counts against the account's tries from
 * that address, a wrong one against its failures, and once the address is locked out the answer
 * is the sign-in's (429 TooManyAttempts), a right password included. So a stolen session guesses
 * no faster than the sign-in page. Answers whether the password is right.
 */
export async function verifyAccountPassword(
  deps: Pick<Deps, "db" | "mail">,
  account: Account & { passwordHash: string | null },
  password: string,
  address: string,
) {
  const attempt = { kind: "address_attempts", email: account.email, address } as const;
  if ((await q.bumpCounter(deps.db, attempt, SIGN_IN_LIMITS.addressAttempts)) === null) {
    throw loginError(429, LoginError.TooManyAttempts);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await countWrongPassword(deps, account.email, account);
    return false;
  }
  await q.clearCounter(deps.db, attempt);
  return true;
}

/** Sign-in with email and password (appId as the query gave it). */
export async function authorize(
  deps: Deps,
  appIdGiven: string | undefined,
  body: AuthorizeBody,
  address: string,
  userAgent?: string,
): Promise<AuthorizeResponse> {
  const { db } = deps;
  const appId = await checkAppId(deps, appIdGiven);
  // Counted before the password is checked (so concurrent guesses cannot pass the limit) and
  // cleared by a right password.
  const attempt = { kind: "address_attempts", email: body.email, address } as const;
  if ((await q.bumpCounter(db, attempt, SIGN_IN_LIMITS.addressAttempts)) === null) {
    throw loginError(429, LoginError.TooManyAttempts);
  }
  const accountFailures = { kind: "account_failures", email: body.email } as const;
  const user = await q.findUserByEmail(db, body.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
    // Unknown emails are counted too, so both answers do the same work.
    await countWrongPassword(deps, body.email, user);
    if (user) await recordAccountEvent(db, user.id, "sign_in_failed");
    throw loginError(401, LoginError.InvalidCredentials);
  }
  await q.clearCounter(db, attempt);
  if (user.singleSession && (await q.hasLiveSession(db, user.id, appId))) {
    throw loginError(409, LoginError.LoggedInElsewhere);
  }

  const factors = await withUserScope(db, user.id, q.secondFactorsOfUser);
  const underAttack = (await q.counterValue(db, accountFailures)) >= SIGN_IN_LIMITS.accountFailures;
  if (!underAttack && factors.every((f) => f === "none")) return startSession(deps, user.id, appId, userAgent);
  // SMS where a company asks for it and the user has a phone; otherwise the code goes by email.
  const method = factors.includes("sms") && user.phone ? "sms" : "email";
  if ((await q.bumpCounter(db, { kind: "challenges", email: user.email }, SIGN_IN_LIMITS.challenges)) === null) {
    throw loginError(429, LoginError.TooManyCodes);
  }

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
    ? deps.sms({ to: destination, text: message.text, urgent: true })
    : deps.mail({ to: destination, ...message, urgent: true }));
  return {
    codeRequired: true,
    challengeId,
    method,
    destination: method === "sms" ? maskPhone(destination) : maskEmail(destination),
  };
}

/** challengeId: from the body or the code step's cookie; none known answers "code expired". */
export async function verifyCode(
  deps: Deps,
  appIdGiven: string | undefined,
  challengeId: string | undefined,
  code: string,
  userAgent?: string,
): Promise<Session> {
  const appId = await checkAppId(deps, appIdGiven);
  if (!challengeId) throw loginError(401, LoginError.CodeExpired);
  const challenge = await q.countCodeAttempt(deps.db, challengeId, appId, MAX_CODE_ATTEMPTS);
  if (!challenge) throw loginError(401, LoginError.CodeExpired);
  if (!safeEqual(challenge.codeHash, codeHash(challenge.id, code))) throw loginError(401, LoginError.SmsCodeIncorrect);
  if (!(await q.useChallenge(deps.db, challenge.id))) throw loginError(401, LoginError.CodeExpired);
  return startSession(deps, challenge.userId, appId, userAgent);
}

/**
 * Mails a reset link when the account exists. The route answers before calling it, so the
 * answer never depends on the account or on the mail.
 */
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

/**
 * Sets the new password; ends every session of the user (their sockets disconnected) and the API
 * tokens they made; a recovery act (users.service's voidAccountLinks: the other reset links too).
 */
export async function resetPassword(deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const request = await q.useResetRequest(tx, sha256(token));
    if (!request) return null;
    await voidAccountLinks(tx, request.userId);
    await q.setPasswordHash(tx, request.userId, passwordHash);
    await q.revokeUserSessions(tx, request.userId);
    return request.userId;
  });
  if (!userId)
    throw new AppError(400, ErrorCode.ResetTokenInvalid, "The reset link is invalid or has expired.", "token");
  sessionsChanged(deps.db, { userId });
  // API tokens are company data: revoked in the scope of the user's companies.
  await acrossMyCompanies(deps.db, userId, {}, (tx) => revokeTokensOfUser(tx, userId));
  deps.realtime.endUser(userId);
}

/** Ends the session (its sockets disconnected). */
export async function logout(deps: Deps, user: { id: string; sessionId: string }) {
  const { sessionId } = user;
  await recordAccountEvent(deps.db, user.id, "sign_out");
  await q.revokeSession(deps.db, sessionId);
  sessionsChanged(deps.db, { userId: user.id });
  deps.realtime.endSession(sessionId);
}
