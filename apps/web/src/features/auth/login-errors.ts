import { LoginError, SILENT_LOGIN_CODES } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError, NETWORK_ERROR } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { LOGIN_TOAST_MS } from "./toast-durations";

const messageKeys = {
  [LoginError.AppIdMissing]: "errors.appIdMissing",
  [LoginError.AppIdInvalid]: "errors.appIdInvalid",
  [LoginError.InvalidCredentials]: "errors.invalidCredentials",
  [LoginError.SmsCodeIncorrect]: "errors.smsCodeIncorrect",
  [LoginError.CodeExpired]: "errors.codeExpired",
  [LoginError.InvalidRequest]: "errors.invalidRequest",
  [LoginError.LoggedInElsewhere]: "errors.loggedInElsewhere",
  [LoginError.TooManyAttempts]: "errors.tooManyAttempts",
  [LoginError.TooManyCodes]: "errors.tooManyCodes",
} as const;

/** The catalogue text for a failed sign-in, or null when the spec shows no message. */
export function loginErrorMessage(error: unknown, t: TFunction<"auth">): string | null {
  if (!(error instanceof ApiError)) return t("errors.other");
  if (error.code === NETWORK_ERROR) return t("errors.network");
  if (typeof error.code === "number" && SILENT_LOGIN_CODES.includes(error.code)) return null;
  const key = messageKeys[error.code as keyof typeof messageKeys];
  return key ? t(key) : t("errors.other");
}

export function showLoginError(error: unknown, t: TFunction<"auth">) {
  const message = loginErrorMessage(error, t);
  if (message) toast("failure", message, LOGIN_TOAST_MS);
}
