import { changePasswordSchema, ErrorCode, MIN_PASSWORD_LENGTH } from "@app/contract";
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { useChangePassword } from "../api/change-password";

const formSchema = z
  .extend(changePasswordSchema, {
    confirmPassword: z.union([changePasswordSchema.shape.newPassword, changePasswordSchema.shape.currentPassword]),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"] }));

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/** One's own password: the current one, a new one of at least 8 characters twice; the other sessions end. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation("profile");
  const change = useChangePassword(userId);
  const [done, setDone] = useState(false);
  const form = useContractForm<Values>({
    schema: formSchema,
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    message: (field) =>
      field === "currentPassword"
        ? t("password.currentRequired")
        : field === "newPassword"
          ? t("password.tooShort", { min: MIN_PASSWORD_LENGTH })
          : t("password.mismatch"),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setDone(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.PasswordIncorrect) {
            form.setFieldError("currentPassword", t("password.incorrect"));
          } else {
            form.setFieldError("newPassword", t("password.failed"));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("password.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("password.intro")}
        </Text>
        {done && (
          <Alert color="green" role="status">
            {t("password.done")}
          </Alert>
        )}
        <PasswordInput
          label={t("password.current")}
          autoComplete="current-password"
          required
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={t("password.new")}
          description={t("password.hint", { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t("password.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
