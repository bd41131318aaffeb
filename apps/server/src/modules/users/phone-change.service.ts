import { ErrorCode, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES, renderMailText } from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, invalid } from "../../lib/errors";
import { newCode, safeEqual, sha256 } from "../../lib/tokens";
import type { Counted } from "../../plugins/tenant";
import { mailLanguage } from "../mail-templates/mail-templates.service";
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
 * The signed-in user asks to use a new phone number, once the route's counting step passed their
 * password (users.service's countCurrentPassword, which answers `account`): a 6-digit code goes by
 * SMS to it. Sign-in codes keep going to the old number until the code is typed
 * (confirmPhoneChange); a new request replaces the pending one. tx: the route's withUserScope.
 */
export async function requestPhoneChange(
  tx: Tx,
  deps: Pick<Deps, "sms">,
  userId: string,
  account: { phone: string | null; language: string | null },
  phone: string,
) {
  if (account.phone === phone) throw invalid("phone", "This is already your phone number.");
  const code = newCode();
  await q.replacePhoneChange(tx, {
    userId,
    newPhone: phone,
    codeHash: codeHash(userId, phone, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
  });
  const message = renderMailText(sms[mailLanguage(account.language)], { code, minutes: `${PHONE_CODE_TTL_MINUTES}` });
  await deps.sms({ to: phone, text: message.text }, tx);
  return { phone };
}

/**
 * The counting step of confirming a new number: each try counts (PHONE_CODE_MAX_ATTEMPTS), a
 * wrong code is answered once counted; a right one answers the pending change's code hash, for
 * confirmPhoneChange. tx: the route's withUserScope.
 */
export async function countPhoneCode(tx: Tx, userId: string, code: string): Promise<Counted<string>> {
  const pending = await q.countPhoneAttempt(tx, userId, PHONE_CODE_MAX_ATTEMPTS);
  if (!pending) throw expired();
  if (!safeEqual(pending.codeHash, codeHash(userId, pending.newPhone, code))) {
    return { refused: new AppError(400, ErrorCode.PhoneCodeIncorrect, "The SMS code is incorrect.", "code") };
  }
  return { passed: pending.codeHash };
}

/** Applies the pending number whose code countPhoneCode passed. tx: the route's withUserScope. */
export async function confirmPhoneChange(tx: Tx, userId: string, passedCodeHash: string) {
  const phone = await q.applyPhoneChange(tx, userId, passedCodeHash);
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
