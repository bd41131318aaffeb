import { ErrorCode } from "@app/contract";
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ApiError } from "../../../lib/api-client";
import { useStoredSession } from "../../../lib/session";
import { useConfirmEmailChange } from "../api/change-email";

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it asks first (a mail
 * scanner's visit changes nothing); confirming applies the change and ends the account's other sessions.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = useStoredSession() !== null;
  const confirm = useConfirmEmailChange();
  const failure = confirm.error instanceof ApiError ? confirm.error.code : confirm.error ? "failed" : null;

  return (
    <AuthLayout>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h3">
          {t("confirmEmail.title")}
        </Title>
        {confirm.isSuccess ? (
          <>
            <Alert color="green" role="status">
              {t("confirmEmail.done", { email: confirm.data.email })}
            </Alert>
            <Anchor component={Link} to={signedIn ? "/" : "/login"} size="sm">
              {signedIn ? t("confirmEmail.toStart") : t("confirmEmail.toLogin")}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm">{t("confirmEmail.intro")}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure === ErrorCode.EmailTaken
                  ? t("confirmEmail.taken")
                  : failure === ErrorCode.EmailChangeInvalid
                    ? t("confirmEmail.invalid")
                    : t("confirmEmail.failed")}
              </Alert>
            )}
            <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} disabled={!token} fullWidth>
              {t("confirmEmail.confirm")}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
