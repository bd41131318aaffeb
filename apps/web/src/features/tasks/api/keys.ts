import type { QueryClient } from "@tanstack/react-query";
import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const taskKeys = {
  /** Every task read of the company (an object's tasks, one task). */
  all: (scope: Scope) => queryKeys.tasks(scope),
  list: (scope: Scope, query: object) => [...taskKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...taskKeys.all(scope), "detail", id] as const,
};

export const tasksPath = (companyId: string, id?: string) => `/companies/${companyId}/tasks${id ? `/${id}` : ""}`;

/** After any task write: the company's tasks (but `answered`, the task the write answered) and the user's calendars read again. */
export function invalidateTasks(queryClient: QueryClient, scope: Scope, answered?: string) {
  const skipped = answered ? JSON.stringify(taskKeys.detail(scope, answered)) : null;
  void queryClient.invalidateQueries({
    queryKey: taskKeys.all(scope),
    predicate: (query) => JSON.stringify(query.queryKey) !== skipped,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.calendar(scope.userId) });
}
