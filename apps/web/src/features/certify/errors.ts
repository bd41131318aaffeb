import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

const known = {
  [ErrorCode.FlowClosed]: "decide.closed",
  [ErrorCode.FlowDecided]: "decide.closed",
  [ErrorCode.FlowOutdated]: "decide.outdated",
  [ErrorCode.FlowNotYourTurn]: "decide.notYourTurn",
  [ErrorCode.FlowPending]: "start.pending",
} as const;

/** The sentence for a failed flow action: the server's reason when it has one, else `fallback`. */
export function flowFailure(error: unknown, t: TFunction<"certify">, fallback: "actions.failed" | "start.failed") {
  if (error instanceof ApiError) {
    const key = known[error.code as keyof typeof known];
    if (key) return t(key);
    if (error.field === "approverIds") return t("start.approverRefused");
  }
  return t(fallback);
}
