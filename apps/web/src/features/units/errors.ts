import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

type Fallback =
  | "toast.createFailed"
  | "toast.saveFailed"
  | "toast.deleteFailed"
  | "members.addFailed"
  | "members.statusFailed"
  | "members.removeFailed"
  | "categories.saveFailed"
  | "categories.deleteFailed"
  | "products.saveFailed"
  | "products.deleteFailed"
  | "files.deleteFailed"
  | "skills.saveFailed";

/** The sentence for a refused change: the server's known reasons in the user's language, else `fallback`. */
export function unitFailure(error: unknown, t: TFunction<"units">, fallback: Fallback): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t("errors.forbidden");
    if (error.status === 404) return t("errors.gone");
    if (error.code === ErrorCode.LimitReached) return t("errors.limit");
    if (error.code === ErrorCode.AlreadyMember) return t("errors.alreadyMember");
    if (error.status === 409 && error.field === "status") {
      return fallback === "members.addFailed" ? t("errors.inactive") : t("errors.transition");
    }
    if (error.status === 409 && error.field === "name") return t("errors.nameTaken");
    if (error.status === 400 && error.field === "userId") return t("errors.notMember");
  }
  return t(fallback);
}
