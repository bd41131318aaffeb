import { type CodeSent, LoginError, type Session, SMS_CODE_LENGTH } from "@app/contract";
import { Anchor, PinInput, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { clearLoginState } from "../../../lib/storage";
import { useAuthorizeCode } from "../api/authorize-code";
import { showLoginError } from "../login-errors";
import { AuthForm } from "./auth-form";

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
  // After a refused code the toast is the one message: Enter on the emptied field adds no second one.
  const [refused, setRefused] = useState(false);
  const firstDigit = useRef<HTMLInputElement>(null);

  const submit = (value: string) => {
    if (verify.isPending) return;
    if (refused && value.length === 0) {
      firstDigit.current?.focus();
      return;
    }
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
          setRefused(true);
          setCode("");
          if (failure instanceof ApiError && failure.code === LoginError.CodeExpired) onStartOver();
          else firstDigit.current?.focus();
        },
      },
    );
  };

  return (
    <AuthForm
      title={t("code.title")}
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
      submitLabel={t("code.submit")}
      loading={verify.isPending}
      footer={
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onStartOver}>
          {t("code.startOver")}
        </Anchor>
      }
    >
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
          onChange={(value) => {
            setRefused(false);
            setCode(value);
          }}
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
    </AuthForm>
  );
}
