import { type CodeSent, LoginError, type Session, SMS_CODE_LENGTH } from "@app/contract";
import { Anchor, Button, PinInput, Stack, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { clearLoginState } from "../../../lib/storage";
import { useAuthorizeCode } from "../api/authorize-code";
import { showLoginError } from "../login-errors";

/** Second sign-in step: the six-digit code sent by SMS or email. */
export function CodeForm({
  pending,
  onSignedIn,
  onStartOver,
}: {
  pending: CodeSent;
  onSignedIn: (session: Session) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation("auth");
  const verify = useAuthorizeCode();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const firstDigit = useRef<HTMLInputElement>(null);

  const submit = (value: string) => {
    if (value.length !== SMS_CODE_LENGTH) {
      setError(t("code.incomplete", { length: SMS_CODE_LENGTH }));
      return;
    }
    setError(null);
    verify.mutate(
      { sms: value, challengeId: pending.challengeId },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          clearLoginState();
          showLoginError(failure, t);
          setCode("");
          if (failure instanceof ApiError && failure.code === LoginError.CodeExpired) onStartOver();
          else firstDigit.current?.focus();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t("code.title")}
        </Title>
        <Text size="sm">
          {t(pending.method === "sms" ? "code.sentBySms" : "code.sentByEmail", { destination: pending.destination })}
        </Text>
        <Stack gap={4}>
          <PinInput
            ref={firstDigit}
            aria-label={t("code.label")}
            length={SMS_CODE_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={submit}
            error={error !== null}
            readOnly={verify.isPending}
            getInputProps={(index) => ({
              "aria-label": t("code.digit", { position: index + 1, total: SMS_CODE_LENGTH }),
            })}
          />
          {error && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Button type="submit" loading={verify.isPending} fullWidth>
          {t("code.submit")}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onStartOver}>
          {t("code.startOver")}
        </Anchor>
      </Stack>
    </form>
  );
}
