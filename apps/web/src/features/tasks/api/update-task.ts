import { type Task, type TaskUpdate, taskUpdateResultSchema } from "@app/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTasks, type Scope, taskKeys, tasksPath } from "./keys";

export const updateTask = (companyId: string, id: string, input: TaskUpdate) =>
  api.put(tasksPath(companyId, id), taskUpdateResultSchema, { body: input });

/** Makes the task the loaded one and lets the lists and calendars read again. */
export function storeTask(queryClient: QueryClient, scope: Scope, task: Task) {
  queryClient.setQueryData(taskKeys.detail(scope, task.id), task);
  invalidateTasks(queryClient, scope, task.id);
}

/** Saves changes to a task (with `version` and, for a repeating one, `scope`); the answer becomes the loaded one. */
export function useUpdateTask(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskUpdate) => updateTask(scope.companyId, id, input),
    onSuccess: ({ task }) => storeTask(queryClient, scope, task),
  });
}
