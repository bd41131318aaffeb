import { type Customer, customerInputSchema } from "@app/contract";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { zodValidate } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateCustomer } from "../api/customers";
import type { Scope } from "../api/keys";

const NAME_MAX = 200;

interface Values {
  name: string;
  email: string;
  orgNumber: string;
}
const empty: Values = { name: "", email: "", orgNumber: "" };

/** Creates a customer on the spot (name required; email and organisation number optional, checked). */
export function CustomerModal({
  scope,
  opened,
  onClose,
  onCreated,
}: {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const { t } = useTranslation("portals");
  const create = useCreateCustomer(scope);
  const form = useForm<Values>({
    initialValues: empty,
    validate: zodValidate<Values>(customerInputSchema, (field, issue) => {
      if (field === "name")
        return issue.code === "too_big" ? t("customer.nameTooLong", { max: NAME_MAX }) : t("customer.nameRequired");
      if (field === "email") return t("customer.emailInvalid");
      return t("customer.orgNumberInvalid");
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: form is a new object every render
  useEffect(() => {
    if (opened) form.reset();
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    try {
      const customer = await create.mutateAsync(customerInputSchema.parse(values));
      toast("success", t("customer.created", { name: customer.name }), 5000);
      onCreated(customer);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values)
        form.setFieldError(error.field, error.message);
      else toast("failure", t("customer.failed"), 5000);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("customer.title")}
      closeButtonProps={{ "aria-label": t("confirm.close") }}
    >
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("customer.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
