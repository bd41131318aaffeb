import { confirmPhoneSchema, ErrorCode, SMS_CODE_LENGTH } from "@app/contract";
import { Button, Group, PinInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useConfirmPhoneChange } from "../api/change-phone";

/** The 6 digits of the SMS: right, the number is the account's; wrong, say so; spent, ask again. */
export function ConfirmPhoneForm({
  userId,
  onDone,
  onRestart,
}: {
  userId: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("profile");
  const confirm = useConfirmPhoneChange(userId);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmPhoneSchema.safeParse({ code }).success) {
      setError(t("changePhone.codeInvalid"));
      return;
    }
    confirm.mutate(code, {
      onSuccess: ({ phone }) => {
        toast("success", t("changePhone.done", { phone }), 5000);
        onDone();
      },
      onError: (failure) => {
        const expired = failure instanceof ApiError && failure.code === ErrorCode.PhoneCodeExpired;
        setError(expired ? t("changePhone.codeExpired") : t("changePhone.codeIncorrect"));
        setCode("");
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PinInput
          aria-label={t("changePhone.code")}
          length={SMS_CODE_LENGTH}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          error={Boolean(error)}
          autoFocus
          getInputProps={(index) => ({
            "aria-label": t("changePhone.digit", { position: index + 1, total: SMS_CODE_LENGTH }),
          })}
        />
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onRestart}>
            {t("changePhone.restart")}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t("changePhone.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
