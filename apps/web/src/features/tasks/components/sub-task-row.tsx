import type { SubTask } from "@app/contract";
import { ActionIcon, Checkbox, Group, TextInput } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useDeleteSubTask } from "../api/delete-sub-task";
import type { Scope } from "../api/keys";
import { useUpdateSubTask } from "../api/update-sub-task";
import { TOAST_MS } from "./new-task";
import { SUB_TASK_MAX } from "./sub-tasks";

/** One sub task: tick it, rename it (Enter saves, Escape cancels), delete it. */
export function SubTaskRow({
  scope,
  taskId,
  subTask,
  canWrite,
}: {
  scope: Scope;
  taskId: string;
  subTask: SubTask;
  canWrite: boolean;
}) {
  const { t } = useTranslation("tasks");
  const update = useUpdateSubTask(scope, taskId);
  const remove = useDeleteSubTask(scope, taskId);
  const [renaming, setRenaming] = useState<string | null>(null);
  const failed = () => toast("failure", t("subTasks.failed"), TOAST_MS);
  const rename = () => {
    const title = renaming?.trim();
    if (!title || title === subTask.title) return setRenaming(null);
    update.mutate({ id: subTask.id, title }, { onSuccess: () => setRenaming(null), onError: failed });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {renaming === null ? (
        <Checkbox
          label={subTask.title}
          checked={subTask.done}
          disabled={!canWrite || update.isPending}
          onChange={(event) =>
            update.mutate({ id: subTask.id, done: event.currentTarget.checked }, { onError: failed })
          }
          style={{ flex: 1 }}
        />
      ) : (
        <TextInput
          aria-label={t("subTasks.rename", { title: subTask.title })}
          value={renaming}
          maxLength={SUB_TASK_MAX}
          data-autofocus
          onChange={(event) => setRenaming(event.currentTarget.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === "Enter") rename();
            if (event.key === "Escape") {
              event.stopPropagation();
              setRenaming(null);
            }
          }}
          style={{ flex: 1 }}
          size="xs"
        />
      )}
      {canWrite && renaming === null && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("subTasks.rename", { title: subTask.title })}
          onClick={() => setRenaming(subTask.title)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      )}
      {canWrite && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("subTasks.delete", { title: subTask.title })}
          loading={remove.isPending}
          onClick={() => remove.mutate(subTask.id, { onError: failed })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
