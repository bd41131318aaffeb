import { orderCreateSchema } from "@app/contract";
import { Modal, Select, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberSelect } from "../../../components/member-select";
import { today } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateOrder } from "../api/create-order";
import { orderRoutes, type Scope } from "../api/keys";
import { useCustomerContacts } from "../api/lookups";
import { CustomerPicker, type Ref } from "./customer-picker";
import { type Place, PlaceFields } from "./place-fields";

interface Draft extends Place {
  customer: Ref | null;
  contactId: string | null;
  orderDate: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  responsible: Ref | null;
}

const toInput = (draft: Draft) => ({
  customerId: draft.customer?.id ?? "",
  contactId: draft.contactId,
  plantId: draft.plantId,
  deliveryAddress: draft.deliveryAddress,
  orderDate: draft.orderDate ?? undefined,
  plannedStart: draft.plannedStart,
  plannedEnd: draft.plannedEnd,
  responsibleId: draft.responsible?.id ?? null,
});

interface Props {
  scope: Scope;
  /** The customer already chosen (the customer's page). */
  customer?: Ref;
  opened: boolean;
  onClose: () => void;
}

/** A new draft order: customer, contact, dates and responsible; opens the order once made. */
export function CreateOrderModal(props: Props) {
  const { t } = useTranslation("orders");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CreateOrderForm {...props} />
    </Modal>
  );
}

function CreateOrderForm({ scope, customer, onClose }: Props) {
  const { t } = useTranslation("orders");
  const navigate = useNavigate();
  const create = useCreateOrder(scope);
  const form = useContractForm<Draft>({
    schema: orderCreateSchema,
    toInput,
    initialValues: {
      customer: customer ?? null,
      contactId: null,
      plantId: null,
      deliveryAddress: null,
      orderDate: today(),
      plannedStart: null,
      plannedEnd: null,
      responsible: null,
    },
    message: (field) => (field === "plannedEnd" ? t("errors.plannedEnd") : t("errors.customer")),
  });
  const draft = form.values;
  const contacts = useCustomerContacts(scope, draft.customer?.id ?? null);

  const submit = form.onSubmit((values) =>
    create.mutate(toInput(values), {
      onSuccess: (order) => {
        toast("success", t("create.done", { number: order.number }), 4000);
        onClose();
        navigate(orderRoutes.detail(scope.companyId, order.id));
      },
      onError: (error) => toast("failure", errorText(error, t("create.failed")), 6000),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <CustomerPicker
          scope={scope}
          label={t("fields.customer")}
          required
          value={draft.customer}
          error={form.errors.customerId}
          onChange={(picked) =>
            form.setValues({ customer: picked, contactId: null, plantId: null, deliveryAddress: null })
          }
        />
        <Select
          label={t("fields.contact")}
          clearable
          disabled={!draft.customer}
          data={(contacts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={draft.contactId}
          onChange={(contactId) => form.setFieldValue("contactId", contactId)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PlaceFields
            scope={scope}
            customerId={draft.customer?.id ?? null}
            value={{ plantId: draft.plantId, deliveryAddress: draft.deliveryAddress }}
            onChange={(place) => form.setValues(place)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <IsoDateInput
            label={t("fields.orderDate")}
            clearable={false}
            value={draft.orderDate}
            onChange={(orderDate) => form.setFieldValue("orderDate", orderDate)}
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
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          disabled={!draft.customer}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
