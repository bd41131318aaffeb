import { type AddressBookEntry, addressBookEntryCreateSchema } from "@app/contract";
import { Modal, SegmentedControl, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateEntry } from "../api/create-entry";
import type { Scope } from "../api/keys";
import { useUpdateEntry } from "../api/update-entry";

interface Props {
  scope: Scope;
  /** undefined: closed; null: a new entry. */
  entry: AddressBookEntry | null | undefined;
  onClose: () => void;
}

/** An own entry added or edited (CustomerEdit). */
export function EntryModal(props: Props) {
  const { t } = useTranslation("addressBook");
  return (
    <Modal
      opened={props.entry !== undefined}
      onClose={props.onClose}
      title={props.entry ? t("editTitle") : t("addTitle")}
      closeButtonProps={{ "aria-label": t("close") }}
    >
      {props.entry !== undefined && <EntryForm {...props} entry={props.entry} />}
    </Modal>
  );
}

function EntryForm({ scope, entry, onClose }: Props & { entry: AddressBookEntry | null }) {
  const { t } = useTranslation("addressBook");
  const create = useCreateEntry(scope);
  const update = useUpdateEntry(scope);
  const form = useContractForm({
    schema: addressBookEntryCreateSchema,
    initialValues: {
      kind: entry?.kind ?? "person",
      name: entry?.name ?? "",
      organisation: entry?.organisation ?? "",
      role: entry?.role ?? "",
      phone: entry?.phone ?? "",
      email: entry?.email ?? "",
      notes: entry?.notes ?? "",
      tags: entry?.tags ?? [],
    },
    validateInputOnBlur: true,
    message: (field) =>
      field === "name" ? t("errors.name") : field === "email" ? t("errors.email") : t("errors.invalid"),
  });
  const callbacks = {
    onSuccess: (saved: AddressBookEntry) => {
      toast("success", t("saved", { name: saved.name }), 3000);
      onClose();
    },
    onError: (error: Error) => {
      const text = errorText(error, t("saveFailed"));
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, text);
      else toast("failure", text, 6000);
    },
  };
  const submit = form.onSubmit((body) =>
    entry
      ? update.mutate({ id: entry.id, body: { ...body, version: entry.version } }, callbacks)
      : create.mutate(body, callbacks),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t("fields.kind")}
          data={[
            { value: "person", label: t("fields.person") },
            { value: "organisation", label: t("fields.organisation") },
          ]}
          {...form.getInputProps("kind")}
        />
        <TextInput label={t("fields.name")} required data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("fields.organisationName")} {...form.getInputProps("organisation")} />
          <TextInput label={t("fields.role")} {...form.getInputProps("role")} />
          <TextInput label={t("fields.phone")} type="tel" {...form.getInputProps("phone")} />
          <TextInput label={t("fields.email")} type="email" {...form.getInputProps("email")} />
        </SimpleGrid>
        <TagsInput label={t("fields.tags")} {...form.getInputProps("tags")} />
        <Textarea label={t("fields.notes")} autosize minRows={2} {...form.getInputProps("notes")} />
        <FormActions
          cancel={t("cancel")}
          submit={t("save")}
          onCancel={onClose}
          gap="xs"
          loading={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
