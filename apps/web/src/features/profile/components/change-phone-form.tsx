import { changePhoneSchema, ErrorCode, PHONE_CODE_TTL_MINUTES } from "@app/contract";
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { useRequestPhoneChange } from "../api/change-phone";
import { ConfirmPhoneForm } from "./confirm-phone-form";

/**
 * Changing one's own phone number: the password confirms it is them, then the code sent by SMS to
 * the new number confirms the number; sign-in codes go to the old one until then.
 */
export function ChangePhoneForm({ userId }: { userId: string }) {
  const { t } = useTranslation("profile");
  const request = useRequestPhoneChange(userId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm<{ phone: string; password: string }>({
    schema: changePhoneSchema,
    initialValues: { phone: "", password: "" },
    message: (field) => (field === "phone" ? t("changePhone.phoneInvalid") : t("changePhone.passwordRequired")),
  });

  const submit = form.onSubmit((values) =>
    request.mutate(changePhoneSchema.parse(values), {
      onSuccess: ({ phone }) => {
        setSentTo(phone);
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.PasswordIncorrect) {
          form.setFieldError("password", t("changePhone.passwordIncorrect"));
        } else if (error instanceof ApiError && error.field === "phone") {
          form.setFieldError("phone", t("changePhone.samePhone"));
        } else {
          form.setFieldError("phone", t("changePhone.failed"));
        }
      },
    }),
  );

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t("changePhone.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("changePhone.intro")}
      </Text>
      {sentTo ? (
        <>
          <Alert color="green" role="status">
            {t("changePhone.sent", { phone: sentTo, minutes: PHONE_CODE_TTL_MINUTES })}
          </Alert>
          <ConfirmPhoneForm userId={userId} onDone={() => setSentTo(null)} onRestart={() => setSentTo(null)} />
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("changePhone.newPhone")}
              type="tel"
              autoComplete="tel"
              placeholder="+46 70 123 45 67"
              required
              {...form.getInputProps("phone")}
            />
            <PasswordInput
              label={t("changePhone.password")}
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={request.isPending}>
                {t("changePhone.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
