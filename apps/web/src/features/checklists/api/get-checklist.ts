import { checklistSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { checklistKeys, checklistPath, type Scope } from "./keys";

export const getChecklist = (companyId: string, publicationId: string) =>
  api.get(checklistPath(companyId), checklistSchema, { query: { publicationId } });

export const checklistQuery = (scope: Scope, publicationId: string) =>
  queryOptions({
    queryKey: checklistKeys.object(scope, publicationId),
    queryFn: () => getChecklist(scope.companyId, publicationId),
  });

/** The object's checklist (empty, version 0, until its first save). */
export function useChecklist(scope: Scope, publicationId: string) {
  return useQuery(checklistQuery(scope, publicationId));
}
