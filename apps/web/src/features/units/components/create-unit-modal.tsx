import { unitInputSchema } from "@app/contract";
import { Modal, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type Scope, unitRoutes } from "../api/keys";
import { useCreateUnit } from "../api/save-unit";
import { draftToInput, emptyDraft, type UnitDraft, unitMessage } from "../unit-draft";
import { UnitFields } from "./unit-fields";

/** A new unit starts planned or active. */
const NEW_STATUSES = ["PLAN", "ACTIVATED"] as const;

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** New unit: name, description, status, categories and manager; the new unit's page opens after it. */
export function CreateUnitModal(props: Props) {
  const { t } = useTranslation("units");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CreateUnitForm {...props} />
    </Modal>
  );
}

function CreateUnitForm({ scope, onClose }: Props) {
  const { t } = useTranslation("units");
  const navigate = useNavigate();
  const create = useCreateUnit(scope);
  const form = useContractForm<UnitDraft>({
    schema: unitInputSchema,
    initialValues: emptyDraft,
    toInput: draftToInput,
    message: unitMessage(t),
  });

  const submit = form.onSubmit((draft) =>
    create.mutate(draftToInput(draft), {
      onSuccess: (unit) => {
        toast("success", t("toast.created", { name: unit.name }), 5000);
        onClose();
        void navigate(unitRoutes.unit(unit.id));
      },
      onError: (error) =>
        toast("failure", errorText(error, t("toast.createFailed"), { name: t("errors.nameTaken") }), 5000),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <UnitFields scope={scope} form={form} statuses={NEW_STATUSES} />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
