import { ErrorCode, type Notice } from "@app/contract";
import { Button, Group, Modal, Text } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { useDeleteNotice } from "../api/delete-notice";
import { TOAST_MS } from "../toast-durations";

/** When the reminder was created and completed. */
export function ReminderTimes({ notice }: { notice: Notice }) {
  const { t } = useTranslation("reminders");
  return (
    <Group gap="xl">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t("fields.createdAt")}:{" "}
        </Text>
        {formatDate(notice.createdAt)}
      </Text>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t("fields.completedAt")}:{" "}
        </Text>
        {formatDate(notice.completedAt) || "–"}
      </Text>
    </Group>
  );
}

/**
 * Delete (asked first); while editing cancel and save; otherwise undo a completed reminder, or
 * complete it and open the fields for editing.
 */
export function DetailActions({
  completed,
  editing,
  busy,
  saving,
  canSave,
  onDelete,
  onCancel,
  onSave,
  onStatus,
  onEdit,
}: {
  completed: boolean;
  editing: boolean;
  busy: boolean;
  saving: boolean;
  canSave: boolean;
  onDelete: () => void;
  onCancel: () => void;
  onSave: () => void;
  onStatus: (status: boolean) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation("reminders");
  return (
    <Group justify="space-between" mt="sm" gap="xs">
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={busy}
        onClick={onDelete}
      >
        {t("actions.delete")}
      </Button>
      <Group gap="xs">
        {editing && (
          <>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t("actions.cancel")}
            </Button>
            <Button onClick={onSave} disabled={!canSave || busy} loading={saving}>
              {t("actions.save")}
            </Button>
          </>
        )}
        {!editing && completed && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={busy}
            onClick={() => onStatus(false)}
          >
            {t("actions.undo")}
          </Button>
        )}
        {!editing && !completed && (
          <>
            <Button
              variant="default"
              leftSection={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
              disabled={busy}
              onClick={() => onStatus(true)}
            >
              {t("actions.complete")}
            </Button>
            <Button leftSection={<IconPencil size={16} aria-hidden />} disabled={busy} onClick={onEdit}>
              {t("actions.edit")}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}

/** Asks before deleting the reminder; a refusal closes the question and is told as a toast. */
export function DeleteReminderModal({
  notice,
  opened,
  remove,
  onClose,
  onDeleted,
}: {
  notice: Notice;
  opened: boolean;
  remove: ReturnType<typeof useDeleteNotice>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("reminders");
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast("success", t("toast.deleted"), TOAST_MS);
        onClose();
        onDeleted();
      },
      onError: (error) => {
        onClose();
        toast(
          "failure",
          errorText(error, t("toast.updateFailed"), { [ErrorCode.NotFound]: t("errors.gone") }),
          TOAST_MS,
        );
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("delete.title")}
      size="sm"
      zIndex={300}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Text size="sm">{t("delete.message", { name: notice.title })}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("actions.cancel")}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={confirm}>
          {t("delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
