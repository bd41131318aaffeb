import {
  type ChangeEmail,
  type ConfirmEmailChange,
  EMAIL_CHANGE_CANCEL_TTL_HOURS,
  EMAIL_CHANGE_TTL_HOURS,
  ErrorCode,
  renderMailText,
} from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, invalid, isUniqueViolation } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { newToken, sha256 } from "../../lib/tokens";
import type { AuthUser } from "../../plugins/auth";
import { sessionsChanged } from "../../plugins/session-cache";
import type { AccountScope } from "../../plugins/tenant";
import { revokeTokensOfUser } from "../api-tokens/api-tokens.service";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import * as q from "./users.queries";
import { voidAccountLinks } from "./users.service";

const mails = {
  confirm: {
    se: {
      subject: "Bekräfta din nya e-postadress",
      body: "Hej {{name}}!\n\nÖppna länken inom {{hours}} timmar för att byta din e-postadress till den här: {{link}}\nHar du inte bett om det kan du strunta i det här meddelandet.",
    },
    en: {
      subject: "Confirm your new email address",
      body: "Hi {{name}},\n\nOpen this link within {{hours}} hours to change your email address to this one: {{link}}\nIf you did not ask for this, ignore this message.",
    },
  },
  notice: {
    se: {
      subject: "Byte av e-postadress begärt",
      body: 'Hej {{name}}!\n\nNågon som är inloggad på ditt konto har bett om att byta kontots e-postadress till {{email}}. Bytet sker först när länken som skickats dit öppnas.\nVar det inte du: öppna den här länken inom {{days}} dagar. Den stoppar bytet (eller återställer din adress om det redan skett) och loggar ut kontot överallt: {{link}}\nVälj sedan ett nytt lösenord med "Glömt lösenord".',
    },
    en: {
      subject: "Email address change requested",
      body: 'Hi {{name}},\n\nSomeone signed in to your account asked to change its email address to {{email}}. The change happens only when the link sent there is opened.\nIf this was not you, open this link within {{days}} days. It stops the change (or gives your address back if it was made already) and signs your account out everywhere: {{link}}\nThen choose a new password with "Forgot password".',
    },
  },
};

/**
 * The signed-in user asks to change their own email, once the route's counting step passed their
 * password (users.service's countCurrentPassword, which answers `account`): a link valid
 * EMAIL_CHANGE_TTL_HOURS goes to the new address (token hashed, single use) and the old address
 * is told, with a "this was not me" link valid EMAIL_CHANGE_CANCEL_TTL_HOURS (cancelEmailChange).
 * The answer is the same whether the new address has an account or not. tx: the route's withUserScope.
 */
export async function requestEmailChange(
  tx: Tx,
  deps: Deps,
  userId: string,
  account: { email: string; name: string; language: string | null },
  input: ChangeEmail,
) {
  if (account.email.toLowerCase() === input.email.toLowerCase()) {
    throw invalid("email", "This is already your email address.");
  }
  const token = newToken();
  const cancelToken = newToken();
  await q.replaceEmailChange(tx, {
    userId,
    newEmail: input.email.trim(),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    oldEmail: account.email,
    cancelTokenHash: sha256(cancelToken),
    cancelExpiresAt: new Date(Date.now() + EMAIL_CHANGE_CANCEL_TTL_HOURS * 3_600_000),
  });
  const language = mailLanguage(account.language);
  const confirm = renderMailText(mails.confirm[language], {
    name: account.name,
    link: `${deps.config.publicUrl}/confirm-email?token=${token}`,
    hours: `${EMAIL_CHANGE_TTL_HOURS}`,
  });
  const notice = renderMailText(mails.notice[language], {
    name: account.name,
    email: input.email,
    link: `${deps.config.publicUrl}/cancel-email-change?token=${cancelToken}`,
    days: `${EMAIL_CHANGE_CANCEL_TTL_HOURS / 24}`,
  });
  await deps.mail({ to: input.email, ...confirm }, tx);
  await deps.mail({ to: account.email, ...notice }, tx);
}

/**
 * Applies a confirmed change once, for a signed-in session of the account (`session`) or with the
 * account's password: refused when another account has the address by now (a refusal rolls tx
 * back: the link stays usable); ends the account's other sessions (all of them but the confirming
 * session), their sockets disconnected once it has committed. tx: the route's withAccount.
 */
export async function confirmEmailChange(tx: Tx, deps: Deps, input: ConfirmEmailChange, session: AuthUser | null) {
  const change = await q.useEmailChange(tx, sha256(input.token));
  if (!change) {
    throw new AppError(400, ErrorCode.EmailChangeInvalid, "The link is invalid or has expired.", "token");
  }
  const { userId } = change;
  const keepSession = await confirmer(tx, userId, input.password, session);
  if (await q.emailInUse(tx, change.newEmail, userId)) throw emailTaken();
  try {
    await q.setEmail(tx, userId, change.newEmail);
  } catch (error) {
    // Two accounts confirming one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const ended = await q.revokeOtherSessions(tx, userId, keepSession);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => {
    for (const id of ended) deps.realtime.endSession(id);
  });
  return { email: change.newEmail };
}

/**
 * Who confirms: a session of the account itself (answers it, to keep it), else the account's
 * password (answers null: every session ends).
 */
async function confirmer(tx: Tx, userId: string, password: string | undefined, session: AuthUser | null) {
  if (session?.id === userId) return session.sessionId;
  if (password !== undefined) {
    const account = await q.findAccount(tx, userId);
    if (!account || !(await verifyPassword(account.passwordHash, password))) {
      throw new AppError(400, ErrorCode.PasswordIncorrect, "The password is not correct.", "password");
    }
    return null;
  }
  if (session) {
    throw new AppError(
      403,
      ErrorCode.EmailChangeOtherAccount,
      "You are signed in with another account: sign out, or give the password of the account that changes its address.",
    );
  }
  throw new AppError(
    401,
    ErrorCode.EmailChangeSignIn,
    "Sign in to the account, or give its password, to confirm the change.",
  );
}

const emailTaken = () =>
  conflict(ErrorCode.EmailTaken, "Another account uses this email address: the change was not made.");

/**
 * "This was not me", from the link mailed to the old address (once, EMAIL_CHANGE_CANCEL_TTL_HOURS):
 * a recovery act. The change stops confirming, or, confirmed already, the old address comes back
 * while no other account has taken it (q.restoreEmail); every session of the account ends (sockets
 * disconnected once it has committed), with voidAccountLinks's pending changes, reset links and
 * calendar feed, and the API tokens the account made (company data: the account's companies,
 * which it enters), as a password reset does. tx: the route's withAccount.
 */
export async function cancelEmailChange(tx: Tx, account: AccountScope, deps: Deps, token: string) {
  const change = await q.useEmailChangeCancel(tx, sha256(token));
  if (!change) {
    throw new AppError(400, ErrorCode.EmailChangeCancelInvalid, "The link is invalid, used or expired.", "token");
  }
  const { userId, applied, oldEmail, newEmail } = change;
  await account.enter(userId);
  if (applied && oldEmail && !(await q.emailInUse(tx, oldEmail, userId))) {
    await q.restoreEmail(tx, userId, oldEmail, newEmail);
  }
  await voidAccountLinks(tx, userId);
  await q.revokeOtherSessions(tx, userId, null);
  await revokeTokensOfUser(tx, userId);
  sessionsChanged(tx, { userId });
  afterCommit(tx, () => deps.realtime.endUser(userId));
}
