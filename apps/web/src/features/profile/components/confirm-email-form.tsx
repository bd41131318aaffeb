import { confirmEmailChangeSchema, ErrorCode } from "@app/contract";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { loginPath } from "../../../lib/paths";
import type { useConfirmEmailChange } from "../api/change-email";

interface Props {
  token: string;
  signedIn: boolean;
  confirm: ReturnType<typeof useConfirmEmailChange>;
}

type AlertKey = "confirmEmail.taken" | "confirmEmail.invalid" | "confirmEmail.otherAccount" | "confirmEmail.failed";
const alertOf: Partial<Record<string | number, AlertKey>> = {
  [ErrorCode.EmailTaken]: "confirmEmail.taken",
  [ErrorCode.EmailChangeInvalid]: "confirmEmail.invalid",
  [ErrorCode.EmailChangeOtherAccount]: "confirmEmail.otherAccount",
};

/**
 * The confirmation: a signed-in browser confirms with one click; signed out (or signed in as
 * another account, which the server answers 403) it takes the account's password, or signs in first.
 */
export function ConfirmEmailForm({ token, signedIn, confirm }: Props) {
  const { t } = useTranslation("profile");
  const location = useLocation();
  const [withPassword, setWithPassword] = useState(!signedIn);
  const form = useContractForm<{ password: string }>({
    schema: confirmEmailChangeSchema,
    initialValues: { password: "" },
    toInput: (values) => ({ token, password: withPassword ? values.password : undefined }),
    message: () => t("confirmEmail.passwordRequired"),
  });
  const code = confirm.error instanceof ApiError ? confirm.error.code : confirm.error ? "failed" : null;
  const failure =
    code === null || code === ErrorCode.PasswordIncorrect ? null : (alertOf[code] ?? "confirmEmail.failed");

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { token, password: withPassword ? values.password : undefined },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === ErrorCode.PasswordIncorrect) {
            form.setFieldError("password", t("confirmEmail.passwordIncorrect"));
          }
          if (error.code === ErrorCode.EmailChangeOtherAccount) setWithPassword(true);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("confirmEmail.intro")}</Text>
        {!signedIn && <Text size="sm">{t("confirmEmail.signedOut")}</Text>}
        {failure && (
          <Alert color="red" role="alert">
            {t(failure)}
          </Alert>
        )}
        {withPassword && (
          <PasswordInput
            label={t("confirmEmail.password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
        )}
        <Button type="submit" loading={confirm.isPending} disabled={!token} fullWidth>
          {t("confirmEmail.confirm")}
        </Button>
        {!signedIn && (
          <Anchor component={Link} to={loginPath(location.pathname + location.search)} size="sm">
            {t("confirmEmail.signIn")}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
