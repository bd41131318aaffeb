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
import { afterCommit, type Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { USER_AGENT_MAX } from "../../lib/request-context";
import { newCode, newToken, safeEqual, sha256 } from "../../lib/tokens";
import { sessionsChanged } from "../../plugins/session-cache";
import type { AccountScope, Counted } from "../../plugins/tenant";
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

/*
 * Each flow below runs in the scopes its route opens (docs/tenancy.md, "Account flows"): a step
 * whose count must stay although the request then fails (a wrong password, a wrong code) is a
 * counting step of its own, answering its refusal (Counted) rather than throwing it, so that its
 * transaction commits; the route throws it, or runs the main step in the next scope.
 */

/** 1101 / 1102 unless the appId names a known app. */
async function checkAppId(tx: Tx, appId: string | undefined): Promise<string> {
  if (!appId) throw loginError(400, LoginError.AppIdMissing);
  if (!(await q.appExists(tx, appId))) throw loginError(400, LoginError.AppIdInvalid);
  return appId;
}

/** A session starts with its event (in the same transaction): tx has the user's companies, companyIds, in scope. */
async function startSession(
  tx: Tx,
  deps: Deps,
  user: { userId: string; companyIds: readonly string[] },
  appId: string,
  userAgent?: string,
): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.SESSION_DAYS * 86_400_000);
  await recordAccountEvent(tx, user.userId, user.companyIds, "sign_in");
  await q.insertSession(tx, {
    userId: user.userId,
    appId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return { token, userId: user.userId };
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
async function countWrongPassword(tx: Tx, deps: Pick<Deps, "mail">, email: string, user: Account | null) {
  const failures = await q.bumpCounter(tx, { kind: "account_failures", email });
  if (user && failures === SIGN_IN_LIMITS.accountFailures) {
    const text = failuresWarning[mailLanguage(user.language)];
    await deps.mail({ to: user.email, ...renderMailText(text, { name: user.name, count: String(failures) }) }, tx);
  }
}

/**
 * The current password a signed-in user gives again to change their password, email or phone,
 * under the sign-in's limits (docs/security.md): each try counts against the account's tries from
 * that address, a wrong one against its failures, and once the address is locked out the answer
 * is the sign-in's (429 TooManyAttempts), a right password included. So a stolen session guesses
 * no faster than the sign-in page. Answers whether the password is right; part of a counting step
 * (its caller answers a wrong one as its refusal, so the count commits).
 */
export async function verifyAccountPassword(
  tx: Tx,
  deps: Pick<Deps, "mail">,
  account: Account & { passwordHash: string | null },
  password: string,
  address: string,
) {
  const attempt = { kind: "address_attempts", email: account.email, address } as const;
  if ((await q.bumpCounter(tx, attempt, SIGN_IN_LIMITS.addressAttempts)) === null) {
    throw loginError(429, LoginError.TooManyAttempts);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await countWrongPassword(tx, deps, account.email, account);
    return false;
  }
  await q.clearCounter(tx, attempt);
  return true;
}

/** Who passed sign-in's password step, for its main step (signIn). */
export interface PasswordPassed {
  appId: string;
  user: NonNullable<Awaited<ReturnType<typeof q.findUserByEmail>>>;
}

/**
 * Sign-in's counting step (appId as the query gave it): the try is counted before the password is
 * checked (so concurrent guesses cannot pass the limit) and cleared by a right password; a wrong
 * one counts against the account (unknown emails too, so both answers do the same work) and is
 * recorded in the account's companies. tx: the route's withAccount.
 */
export async function countSignIn(
  tx: Tx,
  account: AccountScope,
  deps: Pick<Deps, "mail">,
  appIdGiven: string | undefined,
  body: AuthorizeBody,
  address: string,
): Promise<Counted<PasswordPassed>> {
  const appId = await checkAppId(tx, appIdGiven);
  const attempt = { kind: "address_attempts", email: body.email, address } as const;
  if ((await q.bumpCounter(tx, attempt, SIGN_IN_LIMITS.addressAttempts)) === null) {
    throw loginError(429, LoginError.TooManyAttempts);
  }
  const user = await q.findUserByEmail(tx, body.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
    await countWrongPassword(tx, deps, body.email, user);
    if (user) await recordAccountEvent(tx, user.id, await account.enter(user.id), "sign_in_failed");
    return { refused: loginError(401, LoginError.InvalidCredentials) };
  }
  await q.clearCounter(tx, attempt);
  return { passed: { appId, user } };
}

/**
 * Sign-in's main step, once the password passed: a session, or a second-factor code (by SMS
 * where a company asks for it and the user has a phone, else by email). tx: the route's
 * acrossMyCompanies of the user, whose companies are companyIds.
 */
export async function signIn(
  tx: Tx,
  deps: Deps,
  { appId, user }: PasswordPassed,
  companyIds: readonly string[],
  userAgent?: string,
): Promise<AuthorizeResponse> {
  if (user.singleSession && (await q.hasLiveSession(tx, user.id, appId))) {
    throw loginError(409, LoginError.LoggedInElsewhere);
  }
  const factors = await q.secondFactorsOfUser(tx);
  const accountFailures = { kind: "account_failures", email: user.email } as const;
  const underAttack = (await q.counterValue(tx, accountFailures)) >= SIGN_IN_LIMITS.accountFailures;
  if (!underAttack && factors.every((f) => f === "none")) {
    return startSession(tx, deps, { userId: user.id, companyIds }, appId, userAgent);
  }
  const method = factors.includes("sms") && user.phone ? "sms" : "email";
  if ((await q.bumpCounter(tx, { kind: "challenges", email: user.email }, SIGN_IN_LIMITS.challenges)) === null) {
    throw loginError(429, LoginError.TooManyCodes);
  }

  const code = newCode();
  const destination = method === "sms" ? (user.phone as string) : user.email;
  const challengeId = randomUUID();
  await q.insertChallenge(tx, {
    id: challengeId,
    userId: user.id,
    appId,
    method,
    destination,
    codeHash: codeHash(challengeId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  const message = await renderLoginCodeMail(tx, {
    method,
    language: mailLanguage(user.language),
    values: { name: user.name, code, minutes: String(CODE_TTL_MINUTES) },
  });
  await (method === "sms"
    ? deps.sms({ to: destination, text: message.text, urgent: true }, tx)
    : deps.mail({ to: destination, ...message, urgent: true }, tx));
  return {
    codeRequired: true,
    challengeId,
    method,
    destination: method === "sms" ? maskPhone(destination) : maskEmail(destination),
  };
}

/** Who passed the code step's count and comparison, for its main step (signInWithCode). */
export interface CodePassed {
  appId: string;
  challengeId: string;
  userId: string;
}

/**
 * The code step's counting step: challengeId from the body or the code step's cookie (none known
 * answers "code expired"); the try is counted before the code is compared, and a wrong code is
 * answered once it has been counted. tx: the route's withAccount.
 */
export async function countCode(
  tx: Tx,
  appIdGiven: string | undefined,
  challengeId: string | undefined,
  code: string,
): Promise<Counted<CodePassed>> {
  const appId = await checkAppId(tx, appIdGiven);
  if (!challengeId) throw loginError(401, LoginError.CodeExpired);
  const challenge = await q.countCodeAttempt(tx, challengeId, appId, MAX_CODE_ATTEMPTS);
  if (!challenge) throw loginError(401, LoginError.CodeExpired);
  if (!safeEqual(challenge.codeHash, codeHash(challenge.id, code))) {
    return { refused: loginError(401, LoginError.SmsCodeIncorrect) };
  }
  return { passed: { appId, challengeId: challenge.id, userId: challenge.userId } };
}

/** The code step's main step: the challenge used once, and the session. tx: the route's acrossMyCompanies of the user. */
export async function signInWithCode(
  tx: Tx,
  deps: Deps,
  passed: CodePassed,
  companyIds: readonly string[],
  userAgent?: string,
): Promise<Session> {
  if (!(await q.useChallenge(tx, passed.challengeId))) throw loginError(401, LoginError.CodeExpired);
  return startSession(tx, deps, { userId: passed.userId, companyIds }, passed.appId, userAgent);
}

/**
 * Makes a reset link when the account exists; answers the mail that carries it, which the route
 * sends once the link has committed (a failing mail never takes the link back), or null. The route
 * answers before calling it, so the answer never depends on the account or on the mail. tx: the
 * route's withAccount.
 */
export async function forgotPassword(tx: Tx, account: AccountScope, deps: Deps, email: string) {
  const user = await q.findUserByEmail(tx, email);
  if (!user) return null;
  const token = newToken();
  await q.insertResetRequest(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  // Not tied to a company: the wording of the user's only company, else the built-in one.
  await account.enter(user.id);
  const message = await renderPasswordResetMail(tx, {
    language: mailLanguage(user.language),
    values: { name: user.name, link, minutes: String(RESET_TTL_MINUTES) },
  });
  return { to: user.email, ...message };
}

/**
 * Sets the new password; ends every session of the user (their sockets disconnected once it has
 * committed) and the API tokens they made (company data: in the scope of the user's companies,
 * which the account enters); a recovery act (users.service's voidAccountLinks: the other reset
 * links too). tx: the route's withAccount.
 */
export async function resetPassword(tx: Tx, account: AccountScope, deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const request = await q.useResetRequest(tx, sha256(token));
  if (!request) {
    throw new AppError(400, ErrorCode.ResetTokenInvalid, "The reset link is invalid or has expired.", "token");
  }
  const { userId } = request;
  await account.enter(userId);
  await voidAccountLinks(tx, userId);
  await q.setPasswordHash(tx, userId, passwordHash);
  await q.revokeUserSessions(tx, userId);
  await revokeTokensOfUser(tx, userId);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => deps.realtime.endUser(userId));
}

/** Ends the session (its sockets disconnected). tx: the route's acrossMyCompanies of the user, whose companies are companyIds. */
export async function logout(
  tx: Tx,
  deps: Deps,
  user: { id: string; sessionId: string },
  companyIds: readonly string[],
) {
  const { sessionId } = user;
  await recordAccountEvent(tx, user.id, companyIds, "sign_out");
  await q.revokeSession(tx, sessionId);
  sessionsChanged(tx, { userId: user.id });
  afterCommit(tx, () => deps.realtime.endSession(sessionId));
}
