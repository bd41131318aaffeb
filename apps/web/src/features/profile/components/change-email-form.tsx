import { type ChangeEmail, changeEmailSchema, EMAIL_CHANGE_TTL_HOURS, ErrorCode } from "@app/contract";
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { useRequestEmailChange } from "../api/change-email";

/**
 * Changing one's own email: the password confirms it is them; the change applies only when the
 * link mailed to the new address is opened (the old address is told).
 */
export function ChangeEmailForm({ userId }: { userId: string }) {
  const { t } = useTranslation("profile");
  const request = useRequestEmailChange(userId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm<ChangeEmail>({
    schema: changeEmailSchema,
    initialValues: { email: "", password: "" },
    message: (field) => (field === "email" ? t("changeEmail.emailInvalid") : t("changeEmail.passwordRequired")),
  });

  const submit = form.onSubmit((values) =>
    request.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          setSentTo(values.email.trim());
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.PasswordIncorrect) {
            form.setFieldError("password", t("changeEmail.passwordIncorrect"));
          } else if (error instanceof ApiError && error.field === "email") {
            form.setFieldError("email", t("changeEmail.sameEmail"));
          } else {
            form.setFieldError("email", t("changeEmail.failed"));
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("changeEmail.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("changeEmail.intro", { hours: EMAIL_CHANGE_TTL_HOURS })}
        </Text>
        {sentTo && (
          <Alert color="green" role="status">
            {t("changeEmail.sent", { email: sentTo, hours: EMAIL_CHANGE_TTL_HOURS })}
          </Alert>
        )}
        <TextInput
          label={t("changeEmail.newEmail")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("changeEmail.password")}
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            {t("changeEmail.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
