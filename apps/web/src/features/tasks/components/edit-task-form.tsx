import type { Task, TaskScope } from "@app/contract";
import { Alert, Divider, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StaleAlert } from "../../../components/stale-alert";
import { confirmAction } from "../../../lib/confirm";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useDeleteTask } from "../api/delete-task";
import type { Scope } from "../api/keys";
import { draftOf, fieldsOf } from "../draft";
import { useSaveTask } from "../use-save-task";
import { useTaskForm } from "../use-task-form";
import { TOAST_MS } from "./new-task";
import { ScopeModal } from "./scope-modal";
import { SubTasks } from "./sub-tasks";
import { TaskActions } from "./task-actions";
import { TaskFields } from "./task-fields";
import { TimeSpent } from "./time-spent";

interface Props {
  scope: Scope;
  task: Task;
  canWrite: boolean;
  onClose: () => void;
}

/** A task's form; a change or deletion of a repeating task asks which occurrences it reaches. */
export function EditTaskForm({ scope, task, canWrite, onClose }: Props) {
  const { t } = useTranslation("tasks");
  const form = useTaskForm(draftOf(task), null);
  const { save, update, stale, loadLatest } = useSaveTask(scope, task);
  const remove = useDeleteTask(scope, task.id);
  const [asking, setAsking] = useState<"save" | "delete" | null>(null);
  const repeating = task.repeat !== null;

  const send = (which?: TaskScope) =>
    save({ ...fieldsOf(form.values), ...(which ? { scope: which } : {}) }, () => {
      toast("success", t("toast.saved"), TOAST_MS);
      onClose();
    });
  const setDone = (done: boolean) =>
    save({ done }, ({ next }) => {
      const date = formatDate(next?.dueDate ?? next?.startDate);
      const message = !done ? t("toast.reopened") : date ? t("toast.completedNext", { date }) : t("toast.completed");
      toast("success", message, TOAST_MS);
      onClose();
    });
  const erase = (which?: TaskScope) =>
    remove.mutate(which, {
      onSuccess: () => {
        toast("success", t("toast.deleted"), TOAST_MS);
        onClose();
      },
      onError: () => toast("failure", t("toast.deleteFailed"), TOAST_MS),
    });
  const askDelete = () =>
    repeating
      ? setAsking("delete")
      : confirmAction({
          title: t("delete.title"),
          message: t("delete.message", { title: task.title }),
          confirm: t("delete.confirm"),
          onConfirm: () => erase(),
        });
  const submit = form.onSubmit(() => (repeating ? setAsking("save") : send()));

  return (
    <Stack gap="md">
      {stale && <StaleAlert changedBy={undefined} hint={t("stale.hint")} onLoadLatest={() => loadLatest(stale)} />}
      {!canWrite && <Alert color="gray">{t("editor.readOnly")}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TaskFields scope={scope} form={form} readOnly={!canWrite} />
          <TaskActions
            task={task}
            canWrite={canWrite}
            saving={update.isPending}
            deleting={remove.isPending}
            onDone={setDone}
            onDelete={askDelete}
            onClose={onClose}
          />
        </Stack>
      </form>
      <Divider />
      <SubTasks scope={scope} task={task} canWrite={canWrite} />
      <TimeSpent scope={scope} task={task} canWrite={canWrite} />
      <ScopeModal
        opened={asking !== null}
        deleting={asking === "delete"}
        onClose={() => setAsking(null)}
        onChoose={(which) => {
          setAsking(null);
          if (asking === "delete") erase(which);
          else send(which);
        }}
      />
    </Stack>
  );
}
