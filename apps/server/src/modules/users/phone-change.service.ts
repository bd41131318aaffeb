import {
  type ChangePhone,
  ErrorCode,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  renderMailText,
} from "@app/contract";
import type { Deps } from "../../deps";
import { AppError, invalid } from "../../lib/errors";
import { newCode, safeEqual, sha256 } from "../../lib/tokens";
import { mailLanguage } from "../mail-templates/mail-templates.service";
import { verifyAccountPassword } from "../session/session.service";
import * as q from "./users.queries";

const sms = {
  se: {
    subject: "",
    body: "{{code}} är din kod för att koppla det här numret till ditt konto. Koden gäller i {{minutes}} minuter.",
  },
  en: {
    subject: "",
    body: "{{code}} is your code to connect this number to your account. It is valid for {{minutes}} minutes.",
  },
};

const codeHash = (userId: string, phone: string, code: string) => sha256(`${userId}:${phone}:${code}`);

/**
 * The signed-in user asks to use a new phone number (their password confirms it's them): a
 * 6-digit code goes by SMS to it. Sign-in codes keep going to the old number until the code is
 * typed (confirmPhoneChange); a new request replaces the pending one.
 */
export async function requestPhoneChange(deps: Deps, userId: string, input: ChangePhone, address: string) {
  const { phone, password } = input;
  const account = await q.findAccount(deps.db, userId);
  if (!account || !(await verifyAccountPassword(deps, account, password, address))) {
    throw new AppError(400, ErrorCode.PasswordIncorrect, "The password is not correct.", "password");
  }
  if (account.phone === phone) throw invalid("phone", "This is already your phone number.");
  const code = newCode();
  await q.replacePhoneChange(deps.db, {
    userId,
    newPhone: phone,
    codeHash: codeHash(userId, phone, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
  });
  const message = renderMailText(sms[mailLanguage(account.language)], { code, minutes: `${PHONE_CODE_TTL_MINUTES}` });
  await deps.sms({ to: phone, text: message.text });
  return { phone };
}

/** Applies the pending number when the code matches; each try counts (PHONE_CODE_MAX_ATTEMPTS). */
export async function confirmPhoneChange(deps: Deps, userId: string, code: string) {
  const pending = await q.countPhoneAttempt(deps.db, userId, PHONE_CODE_MAX_ATTEMPTS);
  if (!pending) throw expired();
  if (!safeEqual(pending.codeHash, codeHash(userId, pending.newPhone, code))) {
    throw new AppError(400, ErrorCode.PhoneCodeIncorrect, "The SMS code is incorrect.", "code");
  }
  const phone = await q.applyPhoneChange(deps.db, userId, pending.codeHash);
  if (!phone) throw expired();
  return { phone };
}

const expired = () =>
  new AppError(
    400,
    ErrorCode.PhoneCodeExpired,
    "The code has expired or was tried too often: ask for a new one.",
    "code",
  );
