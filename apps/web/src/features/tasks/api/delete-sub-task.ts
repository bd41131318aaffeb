import { taskSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, tasksPath } from "./keys";
import { storeTask } from "./update-task";

export const deleteSubTask = (companyId: string, taskId: string, id: string) =>
  api.delete(`${tasksPath(companyId, taskId)}/sub-tasks/${id}`, taskSchema);

export function useDeleteSubTask(scope: Scope, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSubTask(scope.companyId, taskId, id),
    onSuccess: (task) => storeTask(queryClient, scope, task),
  });
}
