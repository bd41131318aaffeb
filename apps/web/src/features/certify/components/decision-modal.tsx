import { FLOW_TEXT_LIMIT, type FlowDecision, flowUpdateSchema } from "@app/contract";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUpdateFlow } from "../api/update-flow";

interface Props {
  scope: Scope;
  flowId: string;
  objectName: string;
  /** The decision asked for; null: closed. */
  decision: FlowDecision | null;
  onClose: () => void;
}

/** Approve (a comment if one likes) or reject (a comment saying why) the object. */
export function DecisionModal(props: Props) {
  const { t } = useTranslation("certify");
  const title = props.decision === "rejected" ? "decide.rejectTitle" : "decide.approveTitle";
  return (
    <Modal
      opened={props.decision !== null}
      onClose={props.onClose}
      title={t(title, { object: props.objectName })}
      closeButtonProps={{ "aria-label": t("decide.close") }}
    >
      {props.decision && <DecisionForm {...props} decision={props.decision} />}
    </Modal>
  );
}

function DecisionForm({ scope, flowId, decision, onClose }: Props & { decision: FlowDecision }) {
  const { t } = useTranslation("certify");
  const update = useUpdateFlow(scope, flowId);
  const rejecting = decision === "rejected";
  const form = useContractForm<{ comment: string }>({
    schema: flowUpdateSchema,
    toInput: ({ comment }) => ({ decision, comment }),
    initialValues: { comment: "" },
    message: (_field, issue) =>
      issue.code === "too_big" ? t("decide.commentTooLong", { max: FLOW_TEXT_LIMIT }) : t("decide.commentRequired"),
  });

  const submit = form.onSubmit(({ comment }) =>
    update.mutate(
      { decision, comment },
      {
        onSuccess: () => {
          toast("success", t(rejecting ? "decide.rejected" : "decide.approved"), 5000);
          onClose();
        },
        onError: (error) => toast("failure", errorText(error, t("actions.failed")), 5000),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(rejecting ? "decide.rejectHint" : "decide.approveHint")}</Text>
        <Textarea
          label={t(rejecting ? "decide.reason" : "decide.comment")}
          required={rejecting}
          autosize
          minRows={2}
          maxLength={FLOW_TEXT_LIMIT}
          data-autofocus
          {...form.getInputProps("comment")}
        />
        <FormActions
          cancel={t("decide.cancel")}
          submit={t(rejecting ? "decide.reject" : "decide.approve")}
          onCancel={onClose}
          loading={update.isPending}
        />
      </Stack>
    </form>
  );
}
