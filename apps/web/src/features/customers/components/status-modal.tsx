import { type CustomerStatus, customerStatusCreateSchema } from "@app/contract";
import { Checkbox, ColorInput, Modal, NumberInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSaveStatus } from "../api/statuses";
import { fieldMessage, showSaveError } from "../form";

interface Props {
  scope: Scope;
  /** undefined: closed; null: a new status. */
  status: CustomerStatus | null | undefined;
  /** Where a new status goes (last). */
  nextPosition: number;
  onClose: () => void;
}

/** A status added or edited: name, colour, order and whether it is the default of new customers. */
export function StatusModal(props: Props) {
  const { t } = useTranslation("customers");
  return (
    <Modal
      opened={props.status !== undefined}
      onClose={props.onClose}
      title={props.status ? t("statuses.editTitle") : t("statuses.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.status !== undefined && <StatusForm {...props} status={props.status} />}
    </Modal>
  );
}

function StatusForm({ scope, status, nextPosition, onClose }: Props & { status: CustomerStatus | null }) {
  const { t } = useTranslation("customers");
  const save = useSaveStatus(scope);
  const form = useContractForm({
    schema: customerStatusCreateSchema,
    initialValues: {
      name: status?.name ?? "",
      color: status?.color ?? "#228be6",
      position: status?.position ?? nextPosition,
      isDefault: status?.isDefault ?? false,
    },
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((body) =>
    save.mutate(status ? { id: status.id, body } : { id: null, body }, {
      onSuccess: (saved) => {
        toast("success", t("statuses.saved", { name: saved.name }), 3000);
        onClose();
      },
      onError: (error) => showSaveError(form, error, t("statuses.failedSave"), { name: t("errors.statusTaken") }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("statuses.name")} required data-autofocus {...form.getInputProps("name")} />
        <ColorInput label={t("statuses.color")} format="hex" {...form.getInputProps("color")} />
        <NumberInput label={t("statuses.position")} min={0} allowDecimal={false} {...form.getInputProps("position")} />
        <Checkbox
          label={t("statuses.makeDefault")}
          disabled={status?.isDefault}
          {...form.getInputProps("isDefault", { type: "checkbox" })}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("actions.save")}
          onCancel={onClose}
          gap="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
