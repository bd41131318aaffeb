import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

/** The sentence for a failed save: the server's reason when it has one. */
export function checklistFailure(error: unknown, t: TFunction<"checklists">) {
  if (error instanceof ApiError) {
    if (error.status === 403) return t("errors.forbidden");
    if (error.code === ErrorCode.Archived) return t("errors.archived");
    if (error.code === ErrorCode.StaleVersion) return t("errors.stale");
  }
  return t("errors.failed");
}
