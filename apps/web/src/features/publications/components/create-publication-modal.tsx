import { type PublicationTypeKey, publicationCreateSchema } from "@app/contract";
import { Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { publicationPath, type Scope } from "../api/keys";
import { useCreatePublication } from "../api/publication-actions";

interface Values {
  type: PublicationTypeKey | null;
  name: string;
  description: string;
  periodDate: string | null;
}

const NAME_MAX = maxLengthOf(publicationCreateSchema, "name");

interface Props {
  scope: Scope;
  types: readonly PublicationTypeKey[];
  opened: boolean;
  onClose: () => void;
}

/** New object: type, name, description and end date; the new object's page opens after it. */
export function CreatePublicationModal(props: Props) {
  const { t } = useTranslation("publications");
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t("create.title")} size="lg">
      <CreatePublicationForm {...props} />
    </Modal>
  );
}

function CreatePublicationForm({ scope, types, onClose }: Props) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  const navigate = useNavigate();
  const create = useCreatePublication(scope);
  const form = useContractForm<Values>({
    schema: publicationCreateSchema,
    initialValues: { type: types[0] ?? null, name: "", description: "", periodDate: null },
    message: (field) =>
      field === "name" ? t("form.nameRequired") : field === "type" ? t("form.typeRequired") : t("form.invalid"),
  });

  const submit = form.onSubmit((values) => {
    if (!values.type) return;
    create.mutate(
      { ...values, type: values.type, name: values.name.trim(), description: values.description.trim() },
      {
        onSuccess: (created) => {
          toast("success", t("create.created", { name: created.name }), 5000);
          onClose();
          void navigate(publicationPath(scope.companyId, created.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field)
            form.setFieldError(error.field, errorText(error, t("form.invalid")));
          toast("failure", t("create.failed"), 5000);
        },
      },
    );
  });

  const selectedType = form.values.type;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("fields.type")}
          required
          allowDeselect={false}
          searchable
          data={types.map((type) => ({ value: type, label: typeName(type) }))}
          leftSection={selectedType ? <PublicationTypeIcon type={selectedType} /> : undefined}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <PublicationTypeIcon type={option.value as PublicationTypeKey} />
              {option.label}
            </Group>
          )}
          {...form.getInputProps("type")}
        />
        <TextInput
          label={t("fields.name")}
          required
          data-autofocus
          maxLength={NAME_MAX}
          {...form.getInputProps("name")}
        />
        <Textarea
          label={t("fields.description")}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("description")}
        />
        <IsoDateInput
          label={t("fields.endDate")}
          {...form.getInputProps("periodDate")}
          value={form.values.periodDate}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          mt="sm"
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
