import { ErrorCode, type OrderSubscription, orderSubscriptionUpdateSchema } from "@app/contract";
import { Modal, NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { StaleAlert } from "../../../components/stale-alert";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { getSubscription } from "../api/get-subscription";
import { type Scope, subscriptionKeys } from "../api/keys";
import { useUpdateSubscription } from "../api/update-subscription";
import { type CustomerField, type Draft, draftOf, isFixed, messageKey, TOAST_MS, toUpdate } from "../form";
import { LineFields } from "./line-fields";
import { PeopleFields } from "./people-fields";
import { RepeatFields } from "./repeat-fields";

interface Props {
  scope: Scope;
  subscription: OrderSubscription;
  customerField: CustomerField;
  opened: boolean;
  onClose: () => void;
}

/** Edit a subscription: customer and people, the rule (said in words as it changes), dates, horizon and lines. */
export function EditSubscriptionModal(props: Props) {
  const { t } = useTranslation("orderSubscriptions");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("edit.title", { name: props.subscription.name })}
      size="xl"
      closeButtonProps={{ "aria-label": t("create.close") }}
    >
      <EditSubscriptionForm {...props} />
    </Modal>
  );
}

function EditSubscriptionForm({ scope, subscription, customerField, onClose }: Props) {
  const { t } = useTranslation("orderSubscriptions");
  const queryClient = useQueryClient();
  const update = useUpdateSubscription(scope, subscription.id);
  const [saved, setSaved] = useState(() => ({ draft: draftOf(subscription), subscription }));
  const [stale, setStale] = useState(false);
  const form = useContractForm<Draft>({
    schema: orderSubscriptionUpdateSchema,
    toInput: (values) => toUpdate(values, saved.draft, saved.subscription.version),
    initialValues: saved.draft,
    message: (field) => t(messageKey(field)),
  });
  const draft = form.values;

  const loadLatest = async () => {
    const latest = await queryClient.fetchQuery({
      queryKey: subscriptionKeys.detail(scope, subscription.id),
      queryFn: () => getSubscription(scope.companyId, subscription.id),
      staleTime: 0,
    });
    const next = { draft: draftOf(latest), subscription: latest };
    setSaved(next);
    form.setValues(next.draft);
    setStale(false);
  };

  const submit = form.onSubmit((values) => {
    const missing = values.lines.findIndex((line) => !line.product && !isFixed(line));
    if (values.lines !== saved.draft.lines && missing >= 0) {
      form.setFieldError(`lines.${missing}.quantity`, t("lines.productRequired"));
      return;
    }
    update.mutate(toUpdate(values, saved.draft, saved.subscription.version), {
      onSuccess: () => {
        toast("success", t("edit.saved"), TOAST_MS);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.StaleVersion) setStale(true);
        else toast("failure", errorText(error, t("edit.failed")), TOAST_MS);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <StaleAlert changedBy={undefined} hint={t("edit.staleHint")} onLoadLatest={() => void loadLatest()} />
        )}
        <PeopleFields
          key={saved.subscription.version}
          scope={scope}
          form={form}
          customerField={customerField}
          initialCustomer={{ id: saved.subscription.customer.id, name: saved.subscription.customer.name }}
        />
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
          submit={t("edit.submit")}
          onCancel={onClose}
          loading={update.isPending}
        />
      </Stack>
    </form>
  );
}
