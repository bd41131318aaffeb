import { ErrorCode, type InvitationInput, invitationInputSchema, type Language, USER_NAME_MAX } from "@app/contract";
import { Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";

type Values = { email: string; name: string; type: "DEFAULT" | "GUEST"; language: Language };

const initialValues = (language: Language): Values => ({ email: "", name: "", type: "GUEST", language });

interface Props {
  opened: boolean;
  defaultLanguage: Language;
  onClose: () => void;
  /** Sends the invitation; throws an ApiError when the server refuses. */
  onInvite: (input: InvitationInput) => Promise<unknown>;
}

/**
 * Invite someone by email: their address, name, type (full user or user) and the email's language.
 * The contract's rules validate; a person already in the company is named under the email field.
 */
export function InviteModal(props: Props) {
  const { t } = useTranslation("usersAdmin");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("invite.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("invite.cancel") }}
    >
      <InviteForm {...props} />
    </Modal>
  );
}

function InviteForm({ defaultLanguage, onClose, onInvite }: Props) {
  const { t } = useTranslation("usersAdmin");
  const form = useContractForm<Values>({
    schema: invitationInputSchema,
    initialValues: initialValues(defaultLanguage),
    message: (field, issue, values) => {
      if (field === "email") return values.email.trim() === "" ? t("invite.emailRequired") : t("invite.emailInvalid");
      if (field === "name")
        return issue.code === "too_big" ? t("invite.nameTooLong", { max: USER_NAME_MAX }) : t("invite.nameRequired");
      return t("invite.failed");
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onInvite({ ...values, email: values.email.trim(), name: values.name.trim() });
    } catch (error) {
      const field = error instanceof ApiError && error.field && error.field in values ? error.field : "email";
      form.setFieldError(
        field,
        errorText(error, t("invite.failed"), { [ErrorCode.AlreadyMember]: t("invite.alreadyMember") }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("invite.intro")}
        </Text>
        <TextInput
          label={t("invite.email")}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps("email")}
        />
        <TextInput
          label={t("invite.name")}
          required
          maxLength={USER_NAME_MAX + 1}
          autoComplete="off"
          {...form.getInputProps("name")}
        />
        <Radio.Group label={t("invite.type")} description={t("invite.typeHint")} {...form.getInputProps("type")}>
          <Group mt={6} gap="lg">
            <Radio value="GUEST" label={t("types.GUEST")} />
            <Radio value="DEFAULT" label={t("types.DEFAULT")} />
          </Group>
        </Radio.Group>
        <Radio.Group label={t("invite.language")} {...form.getInputProps("language")}>
          <Group mt={6} gap="lg">
            <Radio value="se" label={t("invite.languages.se")} lang="sv" />
            <Radio value="en" label={t("invite.languages.en")} lang="en" />
          </Group>
        </Radio.Group>
        <FormActions
          cancel={t("invite.cancel")}
          submit={t("invite.send")}
          onCancel={onClose}
          mt="sm"
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
