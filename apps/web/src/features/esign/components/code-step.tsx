import { Button, Group, PinInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** An outside signer proves their email: a code is mailed to them and typed here. */
export function CodeStep({
  email,
  pending,
  onRequest,
  onVerify,
}: {
  email: string;
  pending: boolean;
  /** Mails a code; resolves true once it was sent. */
  onRequest: () => Promise<boolean>;
  onVerify: (code: string) => void;
}) {
  const { t } = useTranslation("esign");
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");

  return (
    <Stack gap="sm">
      <Text size="sm">{sent ? t("link.codeSent", { email }) : t("link.codeFirst", { email })}</Text>
      {sent && (
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          aria-label={t("link.code")}
          getInputProps={(index) => ({ "aria-label": t("link.codeDigit", { n: index + 1 }) })}
        />
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          variant={sent ? "default" : "filled"}
          loading={pending && !sent}
          onClick={() => void onRequest().then((ok) => ok && setSent(true))}
        >
          {sent ? t("link.newCode") : t("link.sendCode")}
        </Button>
        {sent && (
          <Button disabled={code.length !== 6} loading={pending} onClick={() => onVerify(code)}>
            {t("link.verify")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
