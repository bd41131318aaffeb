import { Alert, Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isUuid } from "../../../lib/ids";
import type { Scope } from "../../../lib/query-keys";
import { EditTask } from "./edit-task";
import { NewTask } from "./new-task";

export interface TaskEditorProps {
  /** The address's `task`: "new" or a task's id. */
  task: string;
  scope: Scope;
  me: { id: string; name: string };
  due: string | null;
  publicationId: string | null;
  /** Holds Tasks in the task's company (read once `loading` is over). */
  canWrite: boolean;
  loading: boolean;
  onClose: () => void;
}

/** The task editor's content in its modal (task-editor-modal.tsx): a new task, read-only without Tasks, or an existing one. */
export function TaskEditor({ task, scope, me, due, publicationId, canWrite, loading, onClose }: TaskEditorProps) {
  const { t } = useTranslation("tasks");
  if (loading) return <Skeleton h={120} />;
  if (task === "new") {
    return canWrite ? (
      <NewTask scope={scope} me={me} due={due} publicationId={publicationId} onClose={onClose} />
    ) : (
      <Alert color="gray">{t("editor.readOnly")}</Alert>
    );
  }
  return isUuid(task) ? (
    <EditTask key={task} scope={scope} taskId={task} canWrite={canWrite} onClose={onClose} />
  ) : (
    <Alert color="orange">{t("editor.notFound")}</Alert>
  );
}
