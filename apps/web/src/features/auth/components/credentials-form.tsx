import { authorizeBodySchema, type CodeSent, type Session } from "@app/contract";
import { PasswordInput, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { useContractForm } from "../../../lib/forms";
import { clearLoginState } from "../../../lib/storage";
import { useAuthorize } from "../api/authorize";
import { showLoginError } from "../login-errors";
import { AuthForm, AuthLink } from "./auth-form";

const credentialsSchema = z.extend(authorizeBodySchema, {
  email: z.pipe(z.string().check(z.trim(), z.minLength(1)), z.email()),
});
type Credentials = z.input<typeof credentialsSchema>;

/** First sign-in step: email and password. */
export function CredentialsForm({
  onSignedIn,
  onCodeRequired,
}: {
  onSignedIn: (session: Session) => void;
  onCodeRequired: (pending: CodeSent) => void;
}) {
  const { t } = useTranslation("auth");
  const authorize = useAuthorize();
  const form = useContractForm<Credentials>({
    schema: credentialsSchema,
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    message: (field, issue) => {
      if (field === "email")
        return issue.code === "too_small" ? t("validation.emailRequired") : t("validation.emailInvalid");
      return t("validation.passwordRequired");
    },
  });

  const submit = form.onSubmit((values) =>
    authorize.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => ("codeRequired" in answer ? onCodeRequired(answer) : onSignedIn(answer)),
        onError: (error) => {
          clearLoginState();
          showLoginError(error, t);
        },
      },
    ),
  );

  return (
    <AuthForm
      title={t("login.title")}
      onSubmit={submit}
      submitLabel={t("login.submit")}
      loading={authorize.isPending}
      footer={<AuthLink to="/reset-password">{t("login.forgotPassword")}</AuthLink>}
    >
      <TextInput
        label={t("login.email")}
        type="email"
        autoComplete="username"
        required
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
      <PasswordInput
        label={t("login.password")}
        autoComplete="current-password"
        required
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
    </AuthForm>
  );
}
