import { type subTaskUpdateSchema, taskSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, tasksPath } from "./keys";
import { storeTask } from "./update-task";

export type SubTaskChange = z.input<typeof subTaskUpdateSchema> & { id: string };

export const updateSubTask = (companyId: string, taskId: string, { id, ...change }: SubTaskChange) =>
  api.put(`${tasksPath(companyId, taskId)}/sub-tasks/${id}`, taskSchema, { body: change });

/** Ticks or renames a sub task; the answer is the whole task. */
export function useUpdateSubTask(scope: Scope, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubTaskChange) => updateSubTask(scope.companyId, taskId, change),
    onSuccess: (task) => storeTask(queryClient, scope, task),
  });
}
