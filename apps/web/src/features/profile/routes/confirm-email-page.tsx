import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { useStoredSession } from "../../../lib/session";
import { useConfirmEmailChange } from "../api/change-email";
import { ConfirmEmailForm } from "../components/confirm-email-form";

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it asks first (a mail
 * scanner's visit changes nothing); confirming needs a signed-in browser of the account or its
 * password, applies the change and ends the account's other sessions.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = useStoredSession() !== null;
  const confirm = useConfirmEmailChange();

  return (
    <AuthLayout>
      <Stack gap="md">
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
          <ConfirmEmailForm token={token} signedIn={signedIn} confirm={confirm} />
        )}
      </Stack>
    </AuthLayout>
  );
}
