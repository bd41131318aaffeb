import { plantSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { plantKeys, plantsPath, type Scope } from "./keys";

export function usePlant(scope: Scope, id: string) {
  return useQuery({
    queryKey: plantKeys.detail(scope, id),
    queryFn: () => api.get(plantsPath(scope.companyId, `/${id}`), plantSchema),
  });
}
