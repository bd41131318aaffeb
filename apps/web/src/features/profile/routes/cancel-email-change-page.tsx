import { ErrorCode } from "@app/contract";
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ApiError } from "../../../lib/api-client";
import { useCancelEmailChange } from "../api/change-email";

/**
 * /cancel-email-change?token=…: "this was not me", the link mailed to the old address. A page
 * with one button, so a mail scanner following the link changes nothing (docs/security.md);
 * the click stops the change (or undoes it) and signs the account out everywhere.
 */
export function CancelEmailChangePage() {
  const { t } = useTranslation("profile");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const cancel = useCancelEmailChange();
  const failure = cancel.error instanceof ApiError ? cancel.error.code : cancel.error ? "failed" : null;

  return (
    <AuthLayout>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h3">
          {t("cancelEmail.title")}
        </Title>
        {cancel.isSuccess ? (
          <>
            <Alert color="green" role="status">
              {t("cancelEmail.done")}
            </Alert>
            <Anchor component={Link} to="/reset-password" size="sm">
              {t("cancelEmail.toReset")}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm">{t("cancelEmail.intro")}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure === ErrorCode.EmailChangeCancelInvalid ? t("cancelEmail.invalid") : t("cancelEmail.failed")}
              </Alert>
            )}
            <Button onClick={() => cancel.mutate(token)} loading={cancel.isPending} disabled={!token} fullWidth>
              {t("cancelEmail.confirm")}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
