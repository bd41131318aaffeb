import type { Flow, FlowDecision } from "@app/contract";
import { Button, Group } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUpdateFlow } from "../api/update-flow";

const DecisionModal = lazyModal(
  () => import("./decision-modal").then((module) => module.DecisionModal),
  (props) => props.decision !== null,
);

/** Approve and Reject for the approver whose turn it is; Cancel for the requester (as the server's `can` says). */
export function FlowActions({ scope, flow }: { scope: Scope; flow: Flow }) {
  const { t } = useTranslation("certify");
  const [deciding, setDeciding] = useState<FlowDecision | null>(null);
  const update = useUpdateFlow(scope, flow.id);
  if (!flow.can.decide && !flow.can.cancel) return null;

  const cancel = () =>
    confirmAction({
      title: t("actions.cancelTitle"),
      message: t("actions.cancelMessage"),
      confirm: t("actions.cancelConfirm"),
      onConfirm: () =>
        update.mutate(
          { status: "cancelled" },
          {
            onSuccess: () => toast("success", t("actions.cancelled"), 5000),
            onError: (error) => toast("failure", errorText(error, t("actions.failed")), 5000),
          },
        ),
    });

  return (
    <Group gap="xs">
      {flow.can.decide && (
        <>
          <Button
            size="xs"
            color="green.8"
            leftSection={<IconCheck size={14} aria-hidden />}
            onPointerEnter={DecisionModal.preload}
            onFocus={DecisionModal.preload}
            onClick={() => setDeciding("approved")}
          >
            {t("actions.approve")}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden />}
            onPointerEnter={DecisionModal.preload}
            onFocus={DecisionModal.preload}
            onClick={() => setDeciding("rejected")}
          >
            {t("actions.reject")}
          </Button>
        </>
      )}
      {flow.can.cancel && (
        <Button size="xs" variant="default" onClick={cancel} loading={update.isPending}>
          {t("actions.cancel")}
        </Button>
      )}
      <DecisionModal
        scope={scope}
        flowId={flow.id}
        objectName={flow.publication.name}
        decision={deciding}
        onClose={() => setDeciding(null)}
      />
    </Group>
  );
}
