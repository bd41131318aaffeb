import { ESIGN_CONSENT_VERSION, type EsignSign } from "@app/contract";
import { Button, Checkbox, Group, Paper, Stack, Tabs, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { DrawnSignature } from "../../../components/drawn-signature";

/**
 * Sign (typed or drawn, after the consent text of ESIGN_CONSENT_VERSION) or decline with a reason;
 * the same for a member and an outside person.
 */
export function SignPanel({
  defaultName,
  pending,
  onSign,
  onDecline,
}: {
  defaultName: string;
  pending: boolean;
  onSign: (body: EsignSign) => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation("esign");
  const [kind, setKind] = useState<string | null>("typed");
  const [name, setName] = useState(defaultName);
  const [image, setImage] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const onDrawn = useCallback((drawn: string | null) => setImage(drawn), []);
  const signature =
    kind === "drawn"
      ? image
        ? { kind: "drawn" as const, image }
        : null
      : name.trim()
        ? { kind: "typed" as const, name }
        : null;

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="esign-sign-title">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="esign-sign-title">
          {t("sign.title")}
        </Title>
        <Tabs value={kind} onChange={setKind} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="typed">{t("sign.typed")}</Tabs.Tab>
            <Tabs.Tab value="drawn">{t("sign.drawn")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="typed" pt="sm">
            <TextInput label={t("sign.name")} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          </Tabs.Panel>
          <Tabs.Panel value="drawn" pt="sm">
            <DrawnSignature label={t("sign.pad")} clearLabel={t("sign.clear")} onChange={onDrawn} />
          </Tabs.Panel>
        </Tabs>
        <Checkbox
          label={t(`consent.${ESIGN_CONSENT_VERSION}`)}
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
        />
        <Group justify="space-between" wrap="wrap">
          <Button variant="subtle" color="red" onClick={() => setDeclining((open) => !open)}>
            {t("sign.decline")}
          </Button>
          <Button
            disabled={!consent || !signature}
            loading={pending}
            onClick={() => signature && onSign({ signature, consentVersion: ESIGN_CONSENT_VERSION })}
          >
            {t("sign.submit")}
          </Button>
        </Group>
        {declining && (
          <Stack gap="xs">
            <Textarea
              label={t("sign.reason")}
              autosize
              minRows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Text size="xs" c="dimmed">
              {t("sign.declineHint")}
            </Text>
            <Group justify="flex-end">
              <Button
                color="red.9"
                disabled={!reason.trim()}
                loading={pending}
                onClick={() => onDecline(reason.trim())}
              >
                {t("sign.confirmDecline")}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
