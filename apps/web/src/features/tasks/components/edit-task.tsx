import { Alert, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useTask } from "../api/get-task";
import type { Scope } from "../api/keys";
import { EditTaskForm } from "./edit-task-form";

/** An existing task: loaded by id, then its form (read-only without the Tasks permission). */
export function EditTask({
  scope,
  taskId,
  canWrite,
  onClose,
}: {
  scope: Scope;
  taskId: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("tasks");
  const query = useTask(scope, taskId);
  if (query.isError) return <Alert color="orange">{t("editor.notFound")}</Alert>;
  if (!query.data) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("editor.loading")}>
        <Skeleton h={36} />
        <Skeleton h={72} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  return <EditTaskForm scope={scope} task={query.data} canWrite={canWrite} onClose={onClose} />;
}
