import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

const known = {
  [ErrorCode.EsignClosed]: "errors.closed",
  [ErrorCode.EsignSignerDone]: "errors.signerDone",
  [ErrorCode.EsignNotYourTurn]: "errors.notYourTurn",
  [ErrorCode.EsignDocumentChanged]: "errors.documentChanged",
  [ErrorCode.EsignCodeRequired]: "errors.codeRequired",
  [ErrorCode.EsignCodeInvalid]: "errors.codeInvalid",
  [ErrorCode.EsignCodeDayLimit]: "errors.codeDayLimit",
  [ErrorCode.EsignCodeLimit]: "errors.codeLimit",
} as const;

/** The sentence for a failed e-sign action: the server's reason when it has one, else `fallback`. */
export function esignFailure(
  error: unknown,
  t: TFunction<"esign">,
  fallback: "errors.failed" | "document.failed" | "verify.failed",
) {
  if (error instanceof ApiError) {
    const key = known[error.code as keyof typeof known];
    if (key) return t(key);
    if (error.status === 429) return t("errors.tooSoon");
    if (error.status === 413) return t("errors.tooLarge");
  }
  return t(fallback);
}
