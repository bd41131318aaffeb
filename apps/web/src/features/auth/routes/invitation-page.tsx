import {
  acceptInvitationSchema,
  ErrorCode,
  type Language,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type PublicInvitation,
} from "@app/contract";
import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { z } from "zod/mini";
import { AuthLayout } from "../../../components/auth-layout";
import { ApiError } from "../../../lib/api-client";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { loginPath } from "../../../lib/paths";
import { useStoredSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useAcceptInvitation, useInvitation } from "../api/invitation";
import { RESET_TOAST_MS } from "../toast-durations";

/**
 * /invitation/{companyId}/{token}: the mailed link; a new person chooses name and password. An
 * existing account joins only signed in as itself: signed out, the page sends the person to sign
 * in first (and back here), then they accept.
 */
export function InvitationPage() {
  const { t } = useTranslation("auth");
  const { companyId = "", token = "" } = useParams();
  const invitation = useInvitation(companyId, token);

  if (invitation.isPending) {
    return (
      <AuthLayout>
        <Stack role="status" aria-busy="true" aria-label={t("invitation.loading")}>
          <Skeleton h={28} w="70%" />
          <Skeleton h={120} />
        </Stack>
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    const gone =
      invitation.error instanceof ApiError &&
      (invitation.error.code === ErrorCode.NotFound || invitation.error.code === ErrorCode.Validation);
    return (
      <AuthLayout>
        <Stack gap="sm" align="flex-start">
          <IconLinkOff size={32} stroke={1.5} aria-hidden />
          <Title order={1} fz="h3">
            {t("invitation.invalidTitle")}
          </Title>
          <Text size="sm">{gone ? t("invitation.invalid") : t("invitation.failed")}</Text>
          <Anchor component={Link} to="/login" size="sm">
            {t("invitation.toLogin")}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Accept companyId={companyId} token={token} invitation={invitation.data} />
    </AuthLayout>
  );
}

type Values = { name: string; password: string; confirmPassword: string };

/** A new person chooses name and password; an existing account only joins. */
const newAccountSchema = z.safeExtend(newPasswordSchema, { name: acceptInvitationSchema.shape.name.def.innerType });
const joinSchema = z.object({});
const NAME_MAX = maxLengthOf(newAccountSchema, "name");

function Accept({ companyId, token, invitation }: { companyId: string; token: string; invitation: PublicInvitation }) {
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  const accept = useAcceptInvitation(companyId, token);
  const location = useLocation();
  const signedIn = useStoredSession() !== null;
  const language: Language = i18n.language.startsWith("en") ? "en" : "se";
  const form = useContractForm<Values>({
    schema: invitation.hasAccount ? joinSchema : newAccountSchema,
    initialValues: { name: invitation.name, password: "", confirmPassword: "" },
    message: (field, issue) => {
      if (field === "name") return t("invitation.nameRequired");
      if (field === "password") return t("validation.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
      return issue.code === "too_small" ? t("validation.confirmRequired") : t("validation.passwordsDiffer");
    },
  });

  const submit = form.onSubmit((values) =>
    accept.mutate(invitation.hasAccount ? {} : { name: values.name.trim(), password: values.password, language }, {
      onSuccess: (result) => {
        const message = result.createdAccount
          ? t("invitation.accepted", { email: result.email })
          : t("invitation.joined", { company: invitation.companyName });
        toast("success", message, RESET_TOAST_MS);
        navigate(signedIn ? "/" : "/login");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.InvitationOtherAccount) {
          toast("failure", t("invitation.otherAccount", { email: invitation.email }), RESET_TOAST_MS);
        } else if (error instanceof ApiError && error.field === "password") {
          form.setFieldError("password", t("validation.passwordTooShort", { min: MIN_PASSWORD_LENGTH }));
        } else {
          toast("failure", t("invitation.failed"), RESET_TOAST_MS);
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h3">
            {t("invitation.title", { company: invitation.companyName })}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {invitation.inviterName
              ? t("invitation.invitedBy", { inviter: invitation.inviterName, company: invitation.companyName })
              : t("invitation.invited", { company: invitation.companyName })}
          </Text>
        </div>
        <TextInput label={t("invitation.email")} value={invitation.email} readOnly autoComplete="username" />
        {invitation.hasAccount && !signedIn ? (
          <Alert color="blue" variant="light">
            {t("invitation.signInFirst", { email: invitation.email })}
          </Alert>
        ) : invitation.hasAccount ? (
          <Alert color="blue" variant="light">
            {t("invitation.hasAccount", { email: invitation.email })}
          </Alert>
        ) : (
          <>
            <TextInput
              label={t("invitation.name")}
              required
              autoComplete="name"
              maxLength={NAME_MAX + 1}
              {...form.getInputProps("name")}
            />
            <PasswordInput
              label={t("invitation.password")}
              description={t("invitation.hint", { min: MIN_PASSWORD_LENGTH })}
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label={t("invitation.confirm")}
              autoComplete="new-password"
              required
              {...form.getInputProps("confirmPassword")}
            />
          </>
        )}
        {invitation.hasAccount && !signedIn ? (
          <Button component={Link} to={loginPath(location.pathname)} fullWidth>
            {t("invitation.signIn")}
          </Button>
        ) : (
          <Button type="submit" loading={accept.isPending} fullWidth>
            {invitation.hasAccount ? t("invitation.join") : t("invitation.create")}
          </Button>
        )}
      </Stack>
    </form>
  );
}
