import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

type Fallback =
  | "toast.saveFailed"
  | "toast.deleteFailed"
  | "toast.recordFailed"
  | "toast.certificateFailed"
  | "toast.downloadFailed"
  | "object.addFailed"
  | "object.removeFailed";

/** The sentence for a failed action: a refusal said as such, else `fallback`. */
export function skillFailure(error: unknown, t: TFunction<"skills">, fallback: Fallback) {
  if (error instanceof ApiError) {
    if (error.status === 403) return t("errors.forbidden");
    if (error.status === 404) return t("errors.notFound");
    if (error.code === ErrorCode.PayloadTooLarge || error.status === 413) return t("errors.tooLarge");
  }
  return t(fallback);
}

/** The save was refused because the name is taken (409 on the field name). */
export const isNameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.field === "name";
