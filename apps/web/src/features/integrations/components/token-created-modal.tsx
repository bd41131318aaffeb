import { API_TOKEN_PREFIX, type CreatedApiToken } from "@app/contract";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The new token, shown this once: copy button and a clear warning that it cannot be seen again.
 * Closing forgets it (the caller drops it from its state).
 */
export function TokenCreatedModal({ created, onClose }: { created: CreatedApiToken | null; onClose: () => void }) {
  const { t } = useTranslation("integrations");
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t("apiTokens.created.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("close") }}
      // A stray click outside must not lose the only view of the token.
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="sm">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t("apiTokens.created.warning")}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("apiTokens.created.label", { name: created.name })}
              value={created.token}
              readOnly
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="created-token"
            />
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? "light" : "filled"}
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? t("apiTokens.created.copied") : t("apiTokens.created.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t("apiTokens.created.usage")}</Text>
          <Code block>{t("apiTokens.created.usageExample", { token: `${API_TOKEN_PREFIX}…` })}</Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("apiTokens.created.done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
