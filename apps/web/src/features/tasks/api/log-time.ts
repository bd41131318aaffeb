import { taskSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, tasksPath } from "./keys";
import { storeTask } from "./update-task";

export const logTime = (companyId: string, taskId: string, minutes: number) =>
  api.post(`${tasksPath(companyId, taskId)}/time`, taskSchema, { body: { minutes } });

/** Adds minutes to the time spent; the answer is the whole task. */
export function useLogTime(scope: Scope, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => logTime(scope.companyId, taskId, minutes),
    onSuccess: (task) => storeTask(queryClient, scope, task),
  });
}
