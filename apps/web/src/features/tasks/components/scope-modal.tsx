import type { TaskScope } from "@app/contract";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Asks which occurrences of a repeating task a change (or a deletion) reaches. */
export function ScopeModal({
  opened,
  deleting = false,
  onChoose,
  onClose,
}: {
  opened: boolean;
  deleting?: boolean;
  onChoose: (scope: TaskScope) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("tasks");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={deleting ? t("scope.deleteTitle") : t("scope.title")}
      closeButtonProps={{ "aria-label": t("editor.close") }}
      zIndex={400}
    >
      <Text size="sm">{deleting ? t("scope.deleteMessage") : t("scope.message")}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t("scope.cancel")}
        </Button>
        <Button variant="default" c={deleting ? "red.9" : undefined} onClick={() => onChoose("this")}>
          {t("scope.this")}
        </Button>
        <Button color={deleting ? "red.9" : undefined} onClick={() => onChoose("following")}>
          {t("scope.following")}
        </Button>
      </Group>
    </Modal>
  );
}
