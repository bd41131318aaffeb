import { unitMatrixSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { matrixPath, type Scope, skillKeys } from "./keys";

export const getMatrix = (companyId: string, unitId: string) =>
  api.get(matrixPath(companyId, unitId), unitMatrixSchema, { errorPages: false });

/** A unit's competence matrix: its assigned members down the side, its required skills across. */
export function useMatrix(scope: Scope, unitId: string | null) {
  return useQuery({
    queryKey: skillKeys.matrix(scope, unitId ?? ""),
    queryFn: () => getMatrix(scope.companyId, unitId ?? ""),
    enabled: unitId !== null,
  });
}
