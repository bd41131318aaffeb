import { ErrorCode, MIN_PASSWORD_LENGTH, newPasswordSchema } from "@app/contract";
import { PasswordInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";
import { RESET_TOAST_MS } from "../toast-durations";
import { AuthForm, AuthLink } from "./auth-form";

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
    <AuthForm
      title={t("newPassword.title")}
      onSubmit={submit}
      submitLabel={t("newPassword.submit")}
      loading={reset.isPending}
      footer={<AuthLink to="/reset-password">{t("newPassword.requestNew")}</AuthLink>}
    >
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
    </AuthForm>
  );
}
