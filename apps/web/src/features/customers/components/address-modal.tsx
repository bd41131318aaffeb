import { addressKinds, type CustomerAddress, customerAddressCreateSchema, normalisePostcode } from "@app/contract";
import { Checkbox, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSaveAddress } from "../api/addresses";
import type { Scope } from "../api/keys";
import { fieldMessage, showSaveError } from "../form";

/** The contract's address with the postcode checked as the server checks it (Swedish ones `NNN NN`). */
const addressSchema = customerAddressCreateSchema.check(
  z.refine((a) => a.postcode === null || normalisePostcode(a.postcode, a.country) !== null, {
    path: ["postcode"],
    message: "Invalid postcode",
  }),
);

interface Props {
  scope: Scope;
  customerId: string;
  /** undefined: closed; null: a new address. */
  address: CustomerAddress | null | undefined;
  onClose: () => void;
}

/** An address added or edited: its kind, whether it is the default of its kind, street, postcode, city, country. */
export function AddressModal(props: Props) {
  const { t } = useTranslation("customers");
  return (
    <Modal
      opened={props.address !== undefined}
      onClose={props.onClose}
      title={props.address ? t("addresses.editTitle") : t("addresses.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.address !== undefined && <AddressForm {...props} address={props.address} />}
    </Modal>
  );
}

function AddressForm({ scope, customerId, address, onClose }: Props & { address: CustomerAddress | null }) {
  const { t } = useTranslation("customers");
  const save = useSaveAddress(scope, customerId);
  const form = useContractForm({
    schema: addressSchema,
    initialValues: {
      kind: address?.kind ?? "visiting",
      isDefault: address?.isDefault ?? false,
      street: address?.street ?? "",
      postcode: address?.postcode ?? "",
      city: address?.city ?? "",
      country: address?.country ?? "SE",
    },
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((body) =>
    // A new address is the default when asked (the first of its kind is anyway).
    save.mutate(
      address ? { id: address.id, body } : { id: null, body: { ...body, isDefault: body.isDefault || undefined } },
      {
        onSuccess: () => {
          toast("success", t("addresses.saved"), 3000);
          onClose();
        },
        onError: (error) => showSaveError(form, error, t("addresses.failed")),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("fields.addressKind")}
          allowDeselect={false}
          data={addressKinds.map((kind) => ({ value: kind, label: t(`addressKind.${kind}`) }))}
          {...form.getInputProps("kind")}
        />
        <TextInput label={t("fields.street")} data-autofocus {...form.getInputProps("street")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t("fields.postcode")} placeholder="123 45" {...form.getInputProps("postcode")} />
          <TextInput label={t("fields.city")} {...form.getInputProps("city")} />
        </SimpleGrid>
        <TextInput label={t("fields.country")} maxLength={2} {...form.getInputProps("country")} />
        <Checkbox label={t("addresses.makeDefault")} {...form.getInputProps("isDefault", { type: "checkbox" })} />
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
