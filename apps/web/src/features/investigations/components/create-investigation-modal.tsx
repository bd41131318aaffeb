import { investigationCreateSchema } from "@app/contract";
import { Modal, Select, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { IsoDateInput } from "../../../components/iso-date-input";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateInvestigation } from "../api/create-investigation";
import { useTemplates } from "../api/get-templates";
import { publicationPath, type Scope } from "../api/keys";

interface Values {
  name: string;
  templateId: string | null;
  periodDate: string | null;
}

const NAME_MAX = maxLengthOf(investigationCreateSchema, "name");

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** New investigation: name, template (or none) and end date; the new object's page opens after it. */
export function CreateInvestigationModal(props: Props) {
  const { t } = useTranslation("investigations");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      closeButtonProps={{ "aria-label": t("create.cancel") }}
    >
      <CreateInvestigationForm {...props} />
    </Modal>
  );
}

function CreateInvestigationForm({ scope, onClose }: Props) {
  const { t } = useTranslation("investigations");
  const navigate = useNavigate();
  const create = useCreateInvestigation(scope);
  const templates = useTemplates(scope);
  const form = useContractForm<Values>({
    schema: investigationCreateSchema,
    initialValues: { name: "", templateId: null, periodDate: null },
    message: (field) => (field === "name" ? t("create.nameRequired") : t("create.invalid")),
  });
  const template = templates.data?.find((tpl) => tpl.id === form.values.templateId);
  const periodHint = template?.periodDays
    ? t("create.periodHint", { count: template.periodDays })
    : t("create.periodHintNone");

  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, name: values.name.trim(), groupId: null },
      {
        onSuccess: (created) => {
          toast("success", t("create.created", { name: created.name }), 5000);
          onClose();
          void navigate(publicationPath(scope.companyId, created.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field && error.field in values) {
            form.setFieldError(error.field, errorText(error));
          }
          toast("failure", t("create.failed"), 5000);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("create.name")}
          required
          data-autofocus
          maxLength={NAME_MAX}
          {...form.getInputProps("name")}
        />
        <Select
          label={t("create.template")}
          placeholder={t("create.noTemplate")}
          clearable
          searchable
          data={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          description={templates.isError ? t("create.templatesFailed") : undefined}
          clearButtonProps={{ "aria-label": t("create.clearTemplate") }}
          {...form.getInputProps("templateId")}
        />
        <IsoDateInput
          label={t("create.periodDate")}
          description={periodHint}
          value={form.values.periodDate}
          error={form.errors.periodDate}
          onChange={(periodDate) => form.setFieldValue("periodDate", periodDate)}
        />
        <FormActions
          cancel={t("create.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          mt="sm"
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
