import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";

/** The failure toast's text: the server's known refusals in the user's language, else the generic one. */
export function failureMessage(
  error: unknown,
  t: TFunction<"reminders">,
  fallback: "toast.updateFailed" | "toast.createFailed" = "toast.updateFailed",
): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && (error.field === "assigneeIds" || error.field === "assignees")) {
      return t("errors.lastAssignee");
    }
    if (error.status === 409) return t("errors.completed");
    if (error.status === 404) return t("errors.gone");
  }
  return t(fallback);
}
