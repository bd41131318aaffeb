import { subTaskCreateSchema, type Task } from "@app/contract";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateSubTask } from "../api/create-sub-task";
import type { Scope } from "../api/keys";
import { TOAST_MS } from "./new-task";
import { SubTaskRow } from "./sub-task-row";

export const SUB_TASK_MAX = maxLengthOf(subTaskCreateSchema, "title");

/** The task's checklist: each change is saved at once. */
export function SubTasks({ scope, task, canWrite }: { scope: Scope; task: Task; canWrite: boolean }) {
  const { t } = useTranslation("tasks");
  const [title, setTitle] = useState("");
  const create = useCreateSubTask(scope, task.id);
  const done = task.subTasks.filter((sub) => sub.done).length;
  const add = () => {
    if (!title.trim()) return;
    create.mutate(title.trim(), {
      onSuccess: () => setTitle(""),
      onError: () => toast("failure", t("subTasks.failed"), TOAST_MS),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-label={t("subTasks.title")}>
      <Group justify="space-between">
        <Title order={3} fz="h5">
          {t("subTasks.title")}
        </Title>
        {task.subTasks.length > 0 && (
          <Text size="xs" c="dimmed">
            {t("subTasks.progress", { done, total: task.subTasks.length })}
          </Text>
        )}
      </Group>
      {task.subTasks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("subTasks.empty")}
        </Text>
      )}
      {task.subTasks.map((sub) => (
        <SubTaskRow key={sub.id} scope={scope} taskId={task.id} subTask={sub} canWrite={canWrite} />
      ))}
      {canWrite && (
        <Group gap="xs" align="flex-end">
          <TextInput
            aria-label={t("subTasks.new")}
            placeholder={t("subTasks.new")}
            maxLength={SUB_TASK_MAX}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={add} loading={create.isPending} disabled={!title.trim()}>
            {t("subTasks.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
