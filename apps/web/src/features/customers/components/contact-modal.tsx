import { type CustomerContact, customerContactCreateSchema } from "@app/contract";
import { Checkbox, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSaveContact } from "../api/contacts";
import type { Scope } from "../api/keys";
import { fieldMessage, showSaveError } from "../form";

interface Props {
  scope: Scope;
  customerId: string;
  /** undefined: closed; null: a new contact. */
  contact: CustomerContact | null | undefined;
  onClose: () => void;
}

/** A contact added or edited (emails unique among the company's contacts: a clash is said under the field). */
export function ContactModal(props: Props) {
  const { t } = useTranslation("customers");
  return (
    <Modal
      opened={props.contact !== undefined}
      onClose={props.onClose}
      title={props.contact ? t("contacts.editTitle") : t("contacts.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.contact !== undefined && <ContactForm {...props} contact={props.contact} />}
    </Modal>
  );
}

function ContactForm({ scope, customerId, contact, onClose }: Props & { contact: CustomerContact | null }) {
  const { t } = useTranslation("customers");
  const save = useSaveContact(scope, customerId);
  const form = useContractForm({
    schema: customerContactCreateSchema,
    initialValues: {
      name: contact?.name ?? "",
      role: contact?.role ?? "",
      phone: contact?.phone ?? "",
      email: contact?.email ?? "",
      notes: contact?.notes ?? "",
      isMain: contact?.isMain ?? false,
    },
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((body) =>
    // A new contact is the main one when asked (or when it is the first: the server decides then).
    save.mutate(
      contact ? { id: contact.id, body } : { id: null, body: { ...body, isMain: body.isMain || undefined } },
      {
        onSuccess: (saved) => {
          toast("success", t("contacts.saved", { name: saved.name }), 3000);
          onClose();
        },
        onError: (error) => showSaveError(form, error, t("contacts.failed"), { email: t("errors.contactEmailTaken") }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("fields.contactName")} required data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("fields.role")} {...form.getInputProps("role")} />
          <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
        </SimpleGrid>
        <TextInput label={t("fields.email")} type="email" {...form.getInputProps("email")} />
        <Textarea label={t("fields.notes")} autosize minRows={2} {...form.getInputProps("notes")} />
        <Checkbox label={t("contacts.makeMain")} {...form.getInputProps("isMain", { type: "checkbox" })} />
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
