import { type Customer, customerInputSchema } from "@app/contract";
import { Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateCustomer } from "../api/customers";
import type { Scope } from "../api/keys";

const NAME_MAX = maxLengthOf(customerInputSchema, "name");

interface Values {
  name: string;
  email: string;
  orgNumber: string;
}
const empty: Values = { name: "", email: "", orgNumber: "" };

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}

/** Creates a customer on the spot (name required; email and organisation number optional, checked). */
export function CustomerModal(props: Props) {
  const { t } = useTranslation("portals");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("customer.title")}
      closeButtonProps={{ "aria-label": t("confirm.close") }}
    >
      <CustomerForm {...props} />
    </Modal>
  );
}

function CustomerForm({ scope, onClose, onCreated }: Props) {
  const { t } = useTranslation("portals");
  const create = useCreateCustomer(scope);
  const form = useContractForm<Values>({
    schema: customerInputSchema,
    initialValues: empty,
    message: (field, issue) => {
      if (field === "name")
        return issue.code === "too_big" ? t("customer.nameTooLong", { max: NAME_MAX }) : t("customer.nameRequired");
      if (field === "email") return t("customer.emailInvalid");
      return t("customer.orgNumberInvalid");
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const customer = await create.mutateAsync(customerInputSchema.parse(values));
      toast("success", t("customer.created", { name: customer.name }), 5000);
      onCreated(customer);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values)
        form.setFieldError(error.field, errorText(error));
      else toast("failure", t("customer.failed"), 5000);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("customer.name")}
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <TextInput label={t("customer.email")} type="email" {...form.getInputProps("email")} />
        <TextInput
          label={t("customer.orgNumber")}
          description={t("customer.orgNumberHint")}
          {...form.getInputProps("orgNumber")}
        />
        <FormActions
          cancel={t("form.cancel")}
          submit={t("customer.save")}
          onCancel={onClose}
          mt="sm"
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
