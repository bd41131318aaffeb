import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

/** The refusal said the investigation is closed: its answers can no longer change. */
export const isClosedRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.InvestigationClosed;

/** Closing was refused until an approved certify flow exists. */
export const isApprovalRequired = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.ApprovalRequired;

/** Why an answer was not saved. */
export function answerFailure(error: unknown, t: TFunction<"investigations">) {
  if (isClosedRefusal(error)) return t("answer.closedRefusal");
  if (error instanceof ApiError && error.status === 403) return t("answer.forbidden");
  if (error instanceof ApiError && error.code === ErrorCode.Archived) return t("answer.archived");
  return t("answer.notSaved");
}

/** The sentence for another failed action: the server's reason when it has one, else `fallback`. */
export function investigationFailure(
  error: unknown,
  t: TFunction<"investigations">,
  fallback:
    | "status.failed"
    | "investigators.addFailed"
    | "investigators.unitFailed"
    | "investigators.removeFailed"
    | "templates.deleteFailed",
) {
  if (error instanceof ApiError) {
    if (error.status === 403) return t("errors.forbidden");
    if (error.code === ErrorCode.Archived) return t("errors.archived");
    if (error.code === ErrorCode.InvestigationClosed) return t("errors.closed");
  }
  return t(fallback);
}
