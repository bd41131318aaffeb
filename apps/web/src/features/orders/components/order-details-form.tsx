import { type Order, orderSchema, orderUpdateSchema } from "@app/contract";
import { Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import { MemberSelect } from "../../../components/member-select";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import type { UserRef } from "../../../lib/member-search";
import { toast } from "../../../lib/toast";
import { orderKeys, type Scope } from "../api/keys";
import { useCustomerContacts } from "../api/lookups";
import { useUpdateOrder } from "../api/update-order";
import type { Ref } from "./customer-picker";
import { type Place, PlaceFields } from "./place-fields";

interface Draft extends Place {
  contactId: string | null;
  orderDate: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  responsible: Ref | null;
  assignees: UserRef[];
  orderText: string;
  internalNotes: string;
}

const draftOf = (order: Order): Draft => ({
  contactId: order.contact?.id ?? null,
  plantId: order.plant?.id ?? null,
  deliveryAddress: order.deliveryAddress,
  orderDate: order.orderDate,
  plannedStart: order.plannedStart,
  plannedEnd: order.plannedEnd,
  responsible: order.responsible,
  assignees: order.assignees.map((a) => ({ ...a, email: "" })),
  orderText: order.orderText,
  internalNotes: order.internalNotes,
});

const toInput = (draft: Draft, version: number) => ({
  contactId: draft.contactId,
  plantId: draft.plantId,
  deliveryAddress: draft.deliveryAddress,
  orderDate: draft.orderDate,
  plannedStart: draft.plannedStart,
  plannedEnd: draft.plannedEnd,
  responsibleId: draft.responsible?.id ?? null,
  assigneeIds: draft.assignees.map((a) => a.id),
  orderText: draft.orderText,
  internalNotes: draft.internalNotes,
  version,
});

/** The order's details in a form, saved with the version read (someone else's save in between: StaleAlert). */
export function OrderDetailsForm({ scope, order, onDone }: { scope: Scope; order: Order; onDone: () => void }) {
  const { t } = useTranslation("orders");
  const queryClient = useQueryClient();
  const save = useUpdateOrder(scope, order.id);
  const contacts = useCustomerContacts(scope, order.customer.id);
  const form = useContractForm<Draft>({
    schema: orderUpdateSchema,
    toInput: (draft) => toInput(draft, order.version),
    initialValues: draftOf(order),
    message: (field) => (field === "plannedEnd" ? t("errors.plannedEnd") : t("errors.text")),
  });
  const draft = form.values;
  const stale = staleCurrent(save.error, orderSchema);

  const submit = form.onSubmit((values) =>
    save.mutate(toInput(values, order.version), {
      onSuccess: () => {
        toast("success", t("details.saved"), 4000);
        onDone();
      },
      onError: (error) => {
        if (!staleCurrent(error, orderSchema)) toast("failure", errorText(error, t("details.failed")), 6000);
      },
    }),
  );
  const contactOptions = (contacts.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (order.contact && !contactOptions.some((c) => c.value === order.contact?.id))
    contactOptions.unshift({ value: order.contact.id, label: order.contact.name });

  return (
    <form onSubmit={submit} noValidate aria-label={t("details.formLabel")}>
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={stale.statusChangedBy?.name}
            hint={t("details.staleHint")}
            onLoadLatest={() => {
              queryClient.setQueryData(orderKeys.detail(scope, order.id), stale);
              form.setValues(draftOf(stale));
              save.reset();
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("fields.contact")}
            clearable
            data={contactOptions}
            value={draft.contactId}
            onChange={(contactId) => form.setFieldValue("contactId", contactId)}
          />
          <PlaceFields
            scope={scope}
            customerId={order.customer.id}
            value={{ plantId: draft.plantId, deliveryAddress: draft.deliveryAddress }}
            savedPlant={order.plant}
            onChange={(place) => form.setValues(place)}
          />
          <IsoDateInput
            label={t("fields.orderDate")}
            clearable={false}
            value={draft.orderDate}
            onChange={(orderDate) => orderDate && form.setFieldValue("orderDate", orderDate)}
          />
          <IsoDateInput
            label={t("fields.plannedStart")}
            value={draft.plannedStart}
            onChange={(plannedStart) => form.setFieldValue("plannedStart", plannedStart)}
          />
          <IsoDateInput
            label={t("fields.plannedEnd")}
            value={draft.plannedEnd}
            error={form.errors.plannedEnd}
            onChange={(plannedEnd) => form.setFieldValue("plannedEnd", plannedEnd)}
          />
        </SimpleGrid>
        <MemberSelect
          scope={scope}
          label={t("fields.responsible")}
          value={draft.responsible}
          onChange={(user) => form.setFieldValue("responsible", user && { id: user.id, name: user.name })}
          clearLabel={t("details.clearResponsible")}
        />
        <MemberMultiSelect
          scope={scope}
          label={t("fields.assignees")}
          value={draft.assignees}
          onAdd={(user) => form.setFieldValue("assignees", (list) => [...list, user])}
          onRemove={(user) => form.setFieldValue("assignees", (list) => list.filter((u) => u.id !== user.id))}
        />
        <Textarea
          label={t("fields.orderText")}
          autosize
          minRows={2}
          maxLength={maxLengthOf(orderUpdateSchema, "orderText")}
          {...form.getInputProps("orderText")}
        />
        <Textarea
          label={t("fields.internalNotes")}
          autosize
          minRows={2}
          maxLength={maxLengthOf(orderUpdateSchema, "internalNotes")}
          {...form.getInputProps("internalNotes")}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("details.save")}
          onCancel={onDone}
          gap="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
