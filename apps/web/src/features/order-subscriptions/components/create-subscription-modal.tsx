import { orderSubscriptionCreateSchema } from "@app/contract";
import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { today } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import type { UserRef } from "../../../lib/member-search";
import { toast } from "../../../lib/toast";
import { useCreateSubscription } from "../api/create-subscription";
import type { Scope } from "../api/keys";
import { type CustomerField, type Draft, messageKey, newDraft, TOAST_MS, toInput } from "../form";
import { LineFields } from "./line-fields";
import { PeopleFields } from "./people-fields";
import { RepeatFields } from "./repeat-fields";

interface Props {
  scope: Scope;
  me: UserRef;
  customerField: CustomerField;
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** A new order subscription: customer, people, the rule from its start date, the horizon and the lines. */
export function CreateSubscriptionModal(props: Props) {
  const { t } = useTranslation("orderSubscriptions");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="xl"
      closeButtonProps={{ "aria-label": t("create.close") }}
    >
      <CreateSubscriptionForm {...props} />
    </Modal>
  );
}

function CreateSubscriptionForm({ scope, me, customerField, onClose, onCreated }: Props) {
  const { t } = useTranslation("orderSubscriptions");
  const create = useCreateSubscription(scope);
  const form = useContractForm<Draft>({
    schema: orderSubscriptionCreateSchema,
    toInput,
    initialValues: newDraft(me, today()),
    message: (field) => t(messageKey(field)),
  });
  const draft = form.values;

  const submit = form.onSubmit((values) => {
    const missing = values.lines.findIndex((line) => !line.product);
    if (missing >= 0) {
      form.setFieldError(`lines.${missing}.quantity`, t("lines.productRequired"));
      return;
    }
    create.mutate(toInput(values), {
      onSuccess: (created) => {
        toast("success", t("create.created"), TOAST_MS);
        onCreated(created.id);
      },
      onError: (error) => toast("failure", errorText(error, t("create.failed")), TOAST_MS),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("fields.name")}
          required
          data-autofocus
          maxLength={maxLengthOf(orderSubscriptionCreateSchema, "name")}
          {...form.getInputProps("name")}
        />
        <PeopleFields scope={scope} form={form} customerField={customerField} />
        <RepeatFields
          value={draft.repeat}
          startDate={draft.startDate}
          onChange={(repeat) => form.setFieldValue("repeat", repeat)}
          error={form.errors.rrule as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <IsoDateInput
            label={t("fields.startDate")}
            required
            value={draft.startDate}
            onChange={(startDate) => form.setFieldValue("startDate", startDate)}
            error={form.errors.startDate}
          />
          <IsoDateInput
            label={t("fields.endDate")}
            value={draft.endDate}
            onChange={(endDate) => form.setFieldValue("endDate", endDate)}
            error={form.errors.endDate}
          />
          <NumberInput
            label={t("fields.horizonDays")}
            description={t("fields.horizonHint")}
            min={0}
            max={366}
            allowDecimal={false}
            {...form.getInputProps("horizonDays")}
          />
        </SimpleGrid>
        <LineFields scope={scope} form={form} />
        <FormActions
          cancel={t("create.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
