import { ErrorCode } from "@app/contract";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

/**
 * The server's rules for acting on members and granting permissions (docs/security.md), each
 * refusal told in the UI language; null for any other failure.
 */
export function policyError(t: TFunction<"usersAdmin">, failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  switch (failure.code) {
    case ErrorCode.TargetHoldsMore:
      return t("policy.targetHoldsMore");
    case ErrorCode.PermissionNotHeld:
      return t("policy.permissionNotHeld");
    case ErrorCode.AccountAdminRequired:
      return t("policy.accountAdminRequired");
    case ErrorCode.GuestNoAdmin:
      return t("policy.guestNoAdmin");
    case ErrorCode.EmailOwnerOnly:
      return t("policy.emailOwnerOnly");
    default:
      return null;
  }
}

/**
 * A refused change told in the UI language: a policy refusal, else the one error code the change
 * expects (`expected`), else a 403 (`forbidden`), else a plain failure (`failed`).
 */
export function refusal(
  t: TFunction<"usersAdmin">,
  failure: unknown,
  messages: { code: string; expected: string; forbidden: string; failed: string },
): string {
  const policy = policyError(t, failure);
  if (policy) return policy;
  if (!(failure instanceof ApiError)) return messages.failed;
  if (failure.code === messages.code) return messages.expected;
  return failure.status === 403 ? messages.forbidden : messages.failed;
}
