import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Asks before a destructive action; the confirm button shows progress while `busy`. Its red is
 * the darker shade: white text on Mantine's default red is below WCAG AA.
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ "aria-label": t("close") }}>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {message}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
