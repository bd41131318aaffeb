import type { Task } from "@app/contract";
import { Badge, Button, Group } from "@mantine/core";
import { IconCheck, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The editor's last row: complete or reopen and delete; cancel and save (only close when read-only). */
export function TaskActions({
  task,
  canWrite,
  saving,
  deleting,
  onDone,
  onDelete,
  onClose,
}: {
  task: Task;
  canWrite: boolean;
  saving: boolean;
  deleting: boolean;
  onDone: (done: boolean) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("tasks");
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Badge variant="light" color={task.done ? "teal" : "indigo"}>
          {task.done ? t("status.done") : t("status.open")}
        </Badge>
        {task.repeat && <Badge variant="outline">{t("status.repeats")}</Badge>}
        {canWrite && (
          <Button
            variant="filled"
            color="teal.9"
            leftSection={<IconCheck size={14} aria-hidden />}
            disabled={saving || deleting}
            onClick={() => onDone(!task.done)}
          >
            {task.done ? t("status.reopen") : t("status.complete")}
          </Button>
        )}
        {canWrite && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={deleting}
            onClick={onDelete}
          >
            {t("delete.button")}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {canWrite ? t("form.cancel") : t("editor.close")}
        </Button>
        {canWrite && (
          <Button type="submit" loading={saving} disabled={deleting}>
            {t("form.save")}
          </Button>
        )}
      </Group>
    </Group>
  );
}
