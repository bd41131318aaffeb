import { investigationSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigationPath, type Scope } from "./keys";

/** The object's investigation part; a refusal (404: not an investigation) stays on the object page. */
export const getInvestigation = (companyId: string, publicationId: string) =>
  api.get(investigationPath(companyId, publicationId), investigationSchema, { errorPages: false });

export const investigationQuery = (scope: Scope, publicationId: string) =>
  queryOptions({
    queryKey: investigationKeys.object(scope, publicationId),
    queryFn: () => getInvestigation(scope.companyId, publicationId),
  });

export function useInvestigation(scope: Scope, publicationId: string, enabled = true) {
  return useQuery({ ...investigationQuery(scope, publicationId), enabled });
}
