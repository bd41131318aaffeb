import { esignRequestSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { esignKeys, esignPath, type Scope } from "./keys";

export const getEsign = (companyId: string, esignId: string) =>
  api.get(esignPath(companyId, esignId), esignRequestSchema);

export const esignQuery = (scope: Scope, esignId: string) =>
  queryOptions({ queryKey: esignKeys.detail(scope, esignId), queryFn: () => getEsign(scope.companyId, esignId) });

/** One request with its signers and audit trail. */
export function useEsign(scope: Scope, esignId: string) {
  return useQuery(esignQuery(scope, esignId));
}
