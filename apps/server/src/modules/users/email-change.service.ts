import { type ChangeEmail, EMAIL_CHANGE_TTL_HOURS, ErrorCode, renderMailText } from "@app/contract";
import type { Deps } from "../../deps";
import { AppError, conflict, invalid, isUniqueViolation } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { newToken, sha256 } from "../../lib/tokens";
import { sessionsChanged } from "../../plugins/session-cache";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import * as q from "./users.queries";

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
      body: "Hej {{name}}!\n\nNågon som är inloggad på ditt konto har bett om att byta kontots e-postadress till {{email}}. Bytet sker först när länken som skickats dit öppnas.\nVar det inte du: byt ditt lösenord.",
    },
    en: {
      subject: "Email address change requested",
      body: "Hi {{name}},\n\nSomeone signed in to your account asked to change its email address to {{email}}. The change happens only when the link sent there is opened.\nIf this was not you, change your password.",
    },
  },
};

/**
 * The signed-in user asks to change their own email: with their password, a link valid
 * EMAIL_CHANGE_TTL_HOURS goes to the new address (token hashed, single use) and the old address
 * is told. The answer is the same whether the new address has an account or not.
 */
export async function requestEmailChange(deps: Deps, userId: string, input: ChangeEmail) {
  const account = await q.findAccount(deps.db, userId);
  if (!account || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError(400, ErrorCode.PasswordIncorrect, "The password is not correct.", "password");
  }
  if (account.email.toLowerCase() === input.email.toLowerCase()) {
    throw invalid("email", "This is already your email address.");
  }
  const token = newToken();
  await q.replaceEmailChange(deps.db, {
    userId,
    newEmail: input.email.trim(),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
  });
  const language = mailLanguage(account.language);
  const link = `${deps.config.publicUrl}/confirm-email?token=${token}`;
  const confirm = renderMailText(mails.confirm[language], {
    name: account.name,
    link,
    hours: `${EMAIL_CHANGE_TTL_HOURS}`,
  });
  const notice = renderMailText(mails.notice[language], { name: account.name, email: input.email });
  await deps.mail({ to: input.email, ...confirm });
  await deps.mail({ to: account.email, ...notice });
}

/**
 * Applies a confirmed change once: refused when another account has the address by now; ends
 * the account's other sessions (all of them but `keepSession`, the confirming browser's own),
 * their sockets disconnected once it has committed.
 */
export async function confirmEmailChange(deps: Deps, token: string, keepSession: string | null) {
  const changed = await applyEmailChange(deps, token, keepSession);
  sessionsChanged(deps.db, { userId: changed.userId });
  for (const id of changed.ended) deps.realtime.endSession(id);
  return { email: changed.email };
}

async function applyEmailChange(deps: Deps, token: string, keepSession: string | null) {
  try {
    return await deps.db.transaction(async (tx) => {
      const change = await q.useEmailChange(tx, sha256(token));
      if (!change) {
        throw new AppError(400, ErrorCode.EmailChangeInvalid, "The link is invalid or has expired.", "token");
      }
      if (await q.emailInUse(tx, change.newEmail, change.userId)) throw emailTaken();
      await q.setEmail(tx, change.userId, change.newEmail);
      const ended = await q.revokeOtherSessions(tx, change.userId, keepSession);
      return { email: change.newEmail, ended, userId: change.userId };
    });
  } catch (error) {
    // Two accounts confirming one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () =>
  conflict(ErrorCode.EmailTaken, "Another account uses this email address: the change was not made.");
