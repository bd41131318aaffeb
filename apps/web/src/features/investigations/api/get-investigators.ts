import { investigatorSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigatorsPath, type Scope } from "./keys";

export const getInvestigators = (companyId: string, publicationId: string) =>
  api.get(investigatorsPath(companyId), z.array(investigatorSchema), {
    query: { publicationId },
    errorPages: false,
  });

export const investigatorsQuery = (scope: Scope, publicationId: string) =>
  queryOptions({
    queryKey: investigationKeys.investigators(scope, publicationId),
    queryFn: () => getInvestigators(scope.companyId, publicationId),
  });

/** The members investigating the object. */
export function useInvestigators(scope: Scope, publicationId: string) {
  return useQuery(investigatorsQuery(scope, publicationId));
}
