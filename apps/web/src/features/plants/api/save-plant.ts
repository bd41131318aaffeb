import { type PlantCreate, type PlantUpdate, plantSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { plantKeys, plantsPath, type Scope } from "./keys";

/** Makes a plant of a customer (POST) or saves one (PUT, on its version); every plant read is asked again. */
export function useSavePlant(scope: Scope, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlantCreate | PlantUpdate) =>
      id
        ? api.put(plantsPath(scope.companyId, `/${id}`), plantSchema, { body })
        : api.post(plantsPath(scope.companyId), plantSchema, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: plantKeys.all(scope) }),
  });
}
