import { type CompanyUsersMassEdit, companyUsersMassEditSchema, ErrorCode } from "@app/contract";
import { Alert, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";

interface Values {
  /** "keep" leaves it as each member has it. */
  type: "keep" | "DEFAULT" | "GUEST";
  web: "keep" | "allow" | "block";
}

const toInput = (ids: string[], { type, web }: Values): CompanyUsersMassEdit => ({
  ids,
  ...(type !== "keep" ? { type } : {}),
  ...(web !== "keep" ? { denyLoginOnWeb: web === "block" } : {}),
});

interface Props {
  opened: boolean;
  ids: string[];
  canChangeType: boolean;
  onClose: () => void;
  onSave: (input: CompanyUsersMassEdit) => Promise<unknown>;
}

/** The same change for every selected user: type and/or web login ("keep" leaves it as each has it). */
export function MassEditModal(props: Props) {
  const { t } = useTranslation("usersAdmin");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("massEdit.title", { count: props.ids.length })}
      closeButtonProps={{ "aria-label": t("massEdit.cancel") }}
    >
      <MassEditForm {...props} />
    </Modal>
  );
}

function MassEditForm({ ids, canChangeType, onClose, onSave }: Props) {
  const { t } = useTranslation("usersAdmin");
  const [refused, setRefused] = useState<string | null>(null);
  const form = useContractForm<Values>({
    schema: companyUsersMassEditSchema,
    initialValues: { type: "keep", web: "keep" },
    toInput: (values) => toInput(ids, values),
    message: () => t("massEdit.nothing"),
  });

  const save = form.onSubmit(async (values) => {
    setRefused(null);
    try {
      await onSave(toInput(ids, values));
    } catch (failure) {
      setRefused(
        errorText(failure, t("massEdit.failed"), {
          [ErrorCode.SelfChange]: t("massEdit.selfChange"),
          [ErrorCode.Forbidden]: t("massEdit.forbidden"),
        }),
      );
    }
  });

  const error = Object.values(form.errors)[0] ?? refused;
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("massEdit.intro")}
        </Text>
        <Radio.Group
          label={t("massEdit.type")}
          description={canChangeType ? undefined : t("massEdit.typeHint")}
          value={form.values.type}
          onChange={(value) => form.setValues({ type: value as Values["type"] })}
        >
          <Stack mt={6} gap={6}>
            <Radio value="keep" label={t("massEdit.unchanged")} />
            <Radio value="DEFAULT" label={t("types.DEFAULT")} disabled={!canChangeType} />
            <Radio value="GUEST" label={t("types.GUEST")} disabled={!canChangeType} />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t("massEdit.webLogin")}
          value={form.values.web}
          onChange={(value) => form.setValues({ web: value as Values["web"] })}
        >
          <Stack mt={6} gap={6}>
            <Radio value="keep" label={t("massEdit.unchanged")} />
            <Radio value="allow" label={t("massEdit.allow")} />
            <Radio value="block" label={t("massEdit.block")} />
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FormActions
          cancel={t("massEdit.cancel")}
          submit={t("massEdit.save")}
          onCancel={onClose}
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
