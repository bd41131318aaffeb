import { FLOW_TEXT_LIMIT, flowCreateSchema, flowOrders, flowTypes } from "@app/contract";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import type { PickedMember } from "../../../components/member-picker";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useStartFlow } from "../api/start-flow";
import { ApproversField } from "./approvers-field";
import { Choice } from "./choice";

interface Draft {
  type: (typeof flowTypes)[number];
  order: (typeof flowOrders)[number];
  approvers: PickedMember[];
  message: string;
}

interface Props {
  scope: Scope;
  publicationId: string;
  publicationName: string;
  opened: boolean;
  onClose: () => void;
}

/** "Ask for approval": one person or several (in order or all at once), and a message. */
export function StartFlowModal(props: Props) {
  const { t } = useTranslation("certify");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("start.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("start.close") }}
    >
      <StartFlowForm {...props} />
    </Modal>
  );
}

function StartFlowForm({ scope, publicationId, publicationName, onClose }: Props) {
  const { t } = useTranslation("certify");
  const start = useStartFlow(scope);
  const toInput = (draft: Draft) => ({
    publicationId,
    type: draft.type,
    order: draft.order,
    approverIds: draft.approvers.map((a) => a.id),
    message: draft.message,
  });
  const form = useContractForm<Draft>({
    schema: flowCreateSchema,
    toInput,
    initialValues: { type: "SINGLE", order: "sequential", approvers: [], message: "" },
    message: (field, _issue, values) =>
      field === "approverIds" && values.type === "MULTI" ? t("start.twoApprovers") : t("start.oneApprover"),
  });
  const { type, approvers } = form.values;
  const single = type === "SINGLE";

  const submit = form.onSubmit((values) =>
    start.mutate(toInput(values), {
      onSuccess: () => {
        toast("success", t("start.sent"), 5000);
        onClose();
      },
      onError: (error) =>
        toast("failure", errorText(error, t("start.failed"), { approverIds: t("start.approverRefused") }), 5000),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {publicationName}
        </Text>
        <Choice
          label={t("start.type")}
          data={flowTypes.map((value) => ({ value, label: t(value === "SINGLE" ? "start.single" : "start.multi") }))}
          {...form.getInputProps("type")}
        />
        <ApproversField
          scope={scope}
          single={single}
          approvers={approvers}
          error={form.errors.approverIds as string | undefined}
          onChange={(list) => form.setFieldValue("approvers", list)}
        />
        {!single && (
          <Choice
            label={t("start.order")}
            data={flowOrders.map((value) => ({ value, label: t(`start.${value}`) }))}
            {...form.getInputProps("order")}
          />
        )}
        <Textarea
          label={t("start.message")}
          autosize
          minRows={2}
          maxLength={FLOW_TEXT_LIMIT}
          {...form.getInputProps("message")}
        />
        <FormActions
          cancel={t("start.cancel")}
          submit={t("start.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={start.isPending}
        />
      </Stack>
    </form>
  );
}
