import { orderCancelSchema } from "@app/contract";
import { Modal, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { maxLengthOf, useContractForm } from "../../../lib/forms";

interface Props {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}

/** Cancelling an order asks why (the reason is kept on the order). */
export function CancelOrderModal(props: Props) {
  const { t } = useTranslation("orders");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("cancel.title")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CancelForm {...props} />
    </Modal>
  );
}

function CancelForm({ pending, onClose, onCancel }: Props) {
  const { t } = useTranslation("orders");
  const form = useContractForm({
    schema: orderCancelSchema,
    initialValues: { reason: "" },
    message: () => t("cancel.reasonRequired"),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onCancel(values.reason.trim()))} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("cancel.reason")}
          required
          autosize
          minRows={2}
          data-autofocus
          maxLength={maxLengthOf(orderCancelSchema, "reason")}
          {...form.getInputProps("reason")}
        />
        <FormActions
          cancel={t("actions.back")}
          submit={t("cancel.submit")}
          onCancel={onClose}
          gap="xs"
          loading={pending}
          disabled={form.values.reason.trim() === ""}
        />
      </Stack>
    </form>
  );
}
