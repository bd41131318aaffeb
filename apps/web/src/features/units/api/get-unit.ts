import { unitSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, unitKeys, unitsPath } from "./keys";

/** A unit of another company, or none, answers 404: the API client opens the not-found page. */
export const getUnit = (companyId: string, unitId: string) => api.get(unitsPath(companyId, unitId), unitSchema);

export const unitQuery = (scope: Scope, unitId: string) =>
  queryOptions({ queryKey: unitKeys.detail(scope, unitId), queryFn: () => getUnit(scope.companyId, unitId) });

/** The unit with its members and required skills. */
export function useUnit(scope: Scope, unitId: string) {
  return useQuery(unitQuery(scope, unitId));
}
