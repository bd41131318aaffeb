import { type KeypassSecret, keypassSecretInputSchema } from "@app/contract";
import { PasswordInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type SecretInput, useSaveSecret } from "../api/keypass";
import type { Scope } from "../api/keys";

/** Adds a secret or changes one (its value is typed again: a stored secret is never shown here). */
export function SecretForm({
  scope,
  publicationId,
  secret,
  onClose,
}: {
  scope: Scope;
  publicationId: string;
  secret: KeypassSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("publications");
  const save = useSaveSecret(scope, publicationId);
  const form = useContractForm<SecretInput>({
    schema: keypassSecretInputSchema,
    initialValues: { label: secret?.label ?? "", username: secret?.username ?? "", secret: "" },
    message: (field) => (field === "label" ? t("keypass.labelRequired") : t("keypass.secretRequired")),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { secretId: secret?.id, input: { ...values, label: values.label.trim(), username: values.username.trim() } },
          {
            onSuccess: () => {
              toast("success", t("keypass.saved"), 5000);
              onClose();
            },
            onError: () => toast("failure", t("keypass.saveFailed"), 5000),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t("keypass.label")}
          required
          maxLength={maxLengthOf(keypassSecretInputSchema, "label")}
          data-autofocus
          {...form.getInputProps("label")}
        />
        <TextInput
          label={t("keypass.username")}
          maxLength={maxLengthOf(keypassSecretInputSchema, "username")}
          autoComplete="off"
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label={secret ? t("keypass.newSecret") : t("keypass.secret")}
          required
          autoComplete="new-password"
          {...form.getInputProps("secret")}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("actions.save")}
          onCancel={onClose}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
