import { forgotPasswordBodySchema } from "@app/contract";
import { Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod/mini";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useForgotPassword } from "../api/forgot-password";
import { RESET_TOAST_MS } from "../toast-durations";
import { AuthForm, AuthLink } from "./auth-form";

/** An empty field asks for the address; anything else that is not an email asks for a valid one. */
const requestSchema = z.object({
  Email: z.pipe(z.string().check(z.trim(), z.minLength(1)), forgotPasswordBodySchema.shape.Email),
});

/** /reset-password without a token: ask for a reset link by email. */
export function RequestResetForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useContractForm({
    schema: requestSchema,
    mode: "uncontrolled",
    initialValues: { Email: "" },
    transformValues: (values) => ({ Email: values.Email.trim() }),
    message: (_field, issue) =>
      issue.code === "too_small" ? t("validation.emailRequired") : t("validation.emailInvalid"),
  });

  const submit = form.onSubmit((values) =>
    forgot.mutate(values.Email, {
      onSuccess: () => {
        toast("success", t("reset.requestSent"), RESET_TOAST_MS);
        navigate("/login");
      },
      onError: () => toast("failure", t("reset.requestFailed"), RESET_TOAST_MS),
    }),
  );

  return (
    <AuthForm
      title={t("reset.title")}
      onSubmit={submit}
      submitLabel={t("reset.submit")}
      loading={forgot.isPending}
      footer={<AuthLink to="/login">{t("reset.backToLogin")}</AuthLink>}
    >
      <Text size="sm">{t("reset.intro")}</Text>
      <TextInput
        label={t("login.email")}
        type="email"
        autoComplete="email"
        required
        key={form.key("Email")}
        {...form.getInputProps("Email")}
      />
    </AuthForm>
  );
}
