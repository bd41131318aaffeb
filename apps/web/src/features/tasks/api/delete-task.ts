import { okSchema, type TaskScope } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateTasks, type Scope, taskKeys, tasksPath } from "./keys";

/** Deletes a task; `which` reaches the following occurrences of a repeating one too. */
export const deleteTask = (companyId: string, id: string, which?: TaskScope) =>
  api.delete(tasksPath(companyId, id), okSchema, { query: { scope: which } });

export function useDeleteTask(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which?: TaskScope) => deleteTask(scope.companyId, id, which),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: taskKeys.detail(scope, id) });
      invalidateTasks(queryClient, scope);
    },
  });
}
