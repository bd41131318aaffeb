import { ErrorCode, MIN_PASSWORD_LENGTH, newPasswordSchema } from "@app/contract";
import { Anchor, Button, PasswordInput, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";
import { RESET_TOAST_MS } from "../toast-durations";

type Values = { password: string; confirmPassword: string };

/** /reset-password?token=…: choose the new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useContractForm<Values>({
    schema: newPasswordSchema,
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    message: (field, issue) => {
      if (field === "password") return t("validation.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
      return issue.code === "too_small" ? t("validation.confirmRequired") : t("validation.passwordsDiffer");
    },
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          toast("success", t("newPassword.saved"), RESET_TOAST_MS);
          navigate("/login");
        },
        onError: (error) => {
          const expired = error instanceof ApiError && error.code === ErrorCode.ResetTokenInvalid;
          const message = expired ? t("newPassword.linkInvalid") : t("newPassword.failed");
          toast("failure", message, RESET_TOAST_MS);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t("newPassword.title")}
        </Title>
        <PasswordInput
          label={t("newPassword.password")}
          description={t("newPassword.hint", { min: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("newPassword.confirm")}
          autoComplete="new-password"
          required
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t("newPassword.submit")}
        </Button>
        <Anchor component={Link} to="/reset-password" size="sm" ta="center">
          {t("newPassword.requestNew")}
        </Anchor>
      </Stack>
    </form>
  );
}
