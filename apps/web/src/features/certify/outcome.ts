import type { Flow } from "@app/contract";
import type { TFunction } from "i18next";
import { formatDate } from "../../lib/dates";

const nameOf = (t: TFunction<"certify">, step: Flow["steps"][number]) => step.approver?.name ?? t("flow.someone");

/**
 * The flow's state as one sentence: who approved it and when, who rejected it and why, who
 * cancelled it, whom it waits for, or that it concerns an earlier version of the object.
 */
export function flowOutcome(t: TFunction<"certify">, flow: Flow) {
  const approvers = flow.steps.filter((s) => s.decision === "approved").map((s) => nameOf(t, s));
  const names = approvers.join(", ");
  const date = formatDate(flow.decidedAt);
  switch (flow.status) {
    case "approved":
      return t("outcome.approved", { names, date });
    case "rejected": {
      const step = flow.steps.find((s) => s.decision === "rejected");
      return t("outcome.rejected", { name: step ? nameOf(t, step) : "", comment: step?.comment ?? "" });
    }
    case "cancelled":
      return t("outcome.cancelled", { name: flow.cancelledBy?.name ?? t("flow.someone"), date });
    case "outdated":
      return flow.steps.every((s) => s.decision === "approved")
        ? t("outcome.approvedEarlier", { names, date })
        : t("outcome.changedWhilePending");
    case "pending": {
      const asked = flow.steps.filter((s) => s.askedAt && !s.decision).map((s) => nameOf(t, s));
      return t("outcome.waiting", { names: asked.join(", ") });
    }
  }
}
