import type { Flow, FlowStep } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { formatDateTime } from "../../../lib/dates";

/** What an approver's step says: their decision, or whether they were asked. */
function stateKey(flow: Flow, step: FlowStep) {
  if (step.decision) return `steps.${step.decision}` as const;
  if (flow.status !== "pending") return "steps.unanswered" as const;
  return step.askedAt ? ("steps.asked" as const) : ("steps.waiting" as const);
}

/** Every approver of a flow, with their decision, comment and time; numbered where the order matters. */
export function FlowSteps({ flow }: { flow: Flow }) {
  const { t } = useTranslation("certify");
  return (
    <ListTable<FlowStep>
      aria-label={t("steps.label")}
      records={flow.steps}
      columns={[
        {
          accessor: "position",
          title: t("steps.position"),
          width: 40,
          hidden: flow.order !== "sequential" || flow.type === "SINGLE",
        },
        {
          accessor: "approver",
          title: t("steps.approver"),
          render: (step) => step.approver?.name ?? t("flow.someone"),
        },
        { accessor: "decision", title: t("steps.state"), render: (step) => t(stateKey(flow, step)) },
        { accessor: "comment", title: t("steps.comment"), visibleFrom: "xs" },
        { accessor: "decidedAt", title: t("steps.time"), render: (step) => formatDateTime(step.decidedAt) },
      ]}
    />
  );
}
