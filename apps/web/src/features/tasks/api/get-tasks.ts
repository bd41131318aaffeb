import { TASK_LIST_MAX, taskSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, taskKeys, tasksPath } from "./keys";

/** The list filters in query-string form (see taskListQuerySchema). */
export type TaskFilters = Record<string, string | undefined>;

export const getTasks = (companyId: string, query: TaskFilters) =>
  api.get(tasksPath(companyId), z.array(taskSchema), { query: { ...query, limit: TASK_LIST_MAX } });

/** Every task of one object that the user may see. */
export function useObjectTasks(scope: Scope | null, publicationId: string) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: taskKeys.list(known, { publicationId }),
    queryFn: () => getTasks(known.companyId, { publicationId }),
    enabled: scope !== null,
  });
}
