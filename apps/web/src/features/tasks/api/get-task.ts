import { taskSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, taskKeys, tasksPath } from "./keys";

export const getTask = (companyId: string, id: string) =>
  api.get(tasksPath(companyId, id), taskSchema, { errorPages: false });

export function useTask(scope: Scope | null, id: string) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: taskKeys.detail(known, id),
    queryFn: () => getTask(known.companyId, id),
    enabled: scope !== null,
    retry: false,
  });
}
