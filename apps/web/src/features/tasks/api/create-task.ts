import { type TaskCreate, taskSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTasks, type Scope, tasksPath } from "./keys";

export const createTask = (companyId: string, input: TaskCreate) =>
  api.post(tasksPath(companyId), taskSchema, { body: input });

export function useCreateTask(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskCreate) => createTask(scope.companyId, input),
    onSuccess: () => invalidateTasks(queryClient, scope),
  });
}
