import { customerCreateSchema } from "@app/contract";
import { Modal, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateCustomer } from "../api/create-customer";
import { customerRoutes, type Scope } from "../api/keys";
import { type CustomerDraft, draftInput, emptyDraft, fieldMessage, showSaveError } from "../form";
import { CustomerFields } from "./customer-fields";

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** A new customer (CustomerCreate): the company's next number unless one is typed; opens its page once made. */
export function CreateCustomerModal(props: Props) {
  const { t } = useTranslation("customers");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CreateCustomerForm {...props} />
    </Modal>
  );
}

function CreateCustomerForm({ scope, onClose }: Props) {
  const { t } = useTranslation("customers");
  const navigate = useNavigate();
  const create = useCreateCustomer(scope);
  const form = useContractForm<CustomerDraft>({
    schema: customerCreateSchema,
    initialValues: emptyDraft,
    toInput: draftInput,
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) =>
    create.mutate(draftInput(draft), {
      onSuccess: (customer) => {
        toast("success", t("create.done", { name: customer.name, number: customer.number }), 4000);
        onClose();
        void navigate(customerRoutes.detail(customer.id));
      },
      onError: (error) =>
        showSaveError(form, error, t("create.failed"), {
          number: t("errors.numberTaken"),
          email: t("errors.emailTaken"),
        }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <CustomerFields form={form} autoFocus />
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
