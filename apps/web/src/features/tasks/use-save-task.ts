import { type Task, type TaskUpdate, taskSchema, type taskUpdateResultSchema } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod/mini";
import { staleCurrent } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import type { Scope } from "./api/keys";
import { storeTask, useUpdateTask } from "./api/update-task";
import { TOAST_MS } from "./components/new-task";

type Result = z.infer<typeof taskUpdateResultSchema>;

/**
 * Saving a task from its editor, based on the version loaded. A save refused as stale keeps the
 * other user's version to offer; any other refusal is told as the spec's toast. Either way what
 * was typed stays in the form.
 */
export function useSaveTask(scope: Scope, task: Task) {
  const { t } = useTranslation("tasks");
  const queryClient = useQueryClient();
  const update = useUpdateTask(scope, task.id);
  const [stale, setStale] = useState<Task | null>(null);

  const save = (changes: TaskUpdate, done: (result: Result) => void) =>
    update.mutate(
      { ...changes, version: task.version },
      {
        onSuccess: (result) => {
          setStale(null);
          done(result);
        },
        onError: (error) => {
          const current = staleCurrent(error, taskSchema);
          if (current) setStale(current);
          else toast("failure", t("toast.saveFailed"), TOAST_MS);
        },
      },
    );

  /** The latest version becomes the one shown and saved over; the form keeps its text. */
  const loadLatest = (latest: Task) => {
    storeTask(queryClient, scope, latest);
    setStale(null);
  };

  return { save, update, stale, loadLatest };
}
