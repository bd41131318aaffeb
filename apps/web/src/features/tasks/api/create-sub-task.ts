import { taskSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, tasksPath } from "./keys";
import { storeTask } from "./update-task";

export const createSubTask = (companyId: string, taskId: string, title: string) =>
  api.post(`${tasksPath(companyId, taskId)}/sub-tasks`, taskSchema, { body: { title } });

export function useCreateSubTask(scope: Scope, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createSubTask(scope.companyId, taskId, title),
    onSuccess: (task) => storeTask(queryClient, scope, task),
  });
}
