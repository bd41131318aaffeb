import { type Task, type TaskUpdate, taskSchema, taskUpdateResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { addDays, daysBetween } from "../range";
import { calendarKeys } from "./keys";

export interface TaskMove {
  companyId: string;
  taskId: string;
  /** The day the task was shown on and the day it was dropped on. */
  from: string;
  to: string;
  /** The time it was dropped at (the week and day views' hours), or null to keep its time. */
  time: string | null;
}

/** The change a move makes: due (and start) date shifted by the same days, this occurrence only. */
export function movedTask(task: Task, move: Pick<TaskMove, "from" | "to" | "time">): TaskUpdate {
  const days = daysBetween(move.from, move.to);
  return {
    ...(task.dueDate && { dueDate: addDays(task.dueDate, days) }),
    ...(task.startDate && { startDate: addDays(task.startDate, days) }),
    ...(move.time && task.dueDate && { dueTime: move.time }),
    version: task.version,
    scope: "this",
  };
}

const taskPath = (companyId: string, taskId: string) => `/companies/${companyId}/tasks/${taskId}`;

/** Reads the task for its version, then saves it on the new day. */
export async function moveTask(move: TaskMove) {
  const task = await api.get(taskPath(move.companyId, move.taskId), taskSchema, { errorPages: false });
  return api.put(taskPath(move.companyId, move.taskId), taskUpdateResultSchema, { body: movedTask(task, move) });
}

export function useMoveTask(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTask,
    onSettled: (_result, _error, move) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks({ userId, companyId: move.companyId }) });
    },
  });
}
