import { okSchema, type Unit, type UnitInput, unitSchema } from "@app/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, unitKeys, unitsPath } from "./keys";

/** The whole unit as PUT takes it (references by id), based on the version it was read at. */
export function toUnitInput(unit: Unit): UnitInput {
  return {
    name: unit.name,
    description: unit.description,
    status: unit.status,
    managerId: unit.manager?.id ?? null,
    categoryIds: unit.categories.map((c) => c.id),
    skillIds: unit.skills.map((s) => s.id),
    version: unit.version,
  };
}

export const createUnit = (companyId: string, input: UnitInput) =>
  api.post(unitsPath(companyId), unitSchema, { body: input });

/** PUT the whole unit with its `version` (409 STALE_VERSION with the current unit when older). */
export const updateUnit = (companyId: string, unitId: string, input: UnitInput) =>
  api.put(unitsPath(companyId, unitId), unitSchema, { body: input });

/** Makes the unit the loaded one and lets the lists read again. */
export function storeUnit(queryClient: QueryClient, scope: Scope, unit: Unit) {
  queryClient.setQueryData(unitKeys.detail(scope, unit.id), unit);
  void queryClient.invalidateQueries({ queryKey: unitKeys.lists(scope) });
}

export function useCreateUnit(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnitInput) => createUnit(scope.companyId, input),
    onSuccess: (unit) => {
      storeUnit(queryClient, scope, unit);
      void queryClient.invalidateQueries({ queryKey: unitKeys.count(scope) });
    },
  });
}

/** Saves the whole unit (the edit form, the required skills); the answer becomes the loaded unit. */
export function useUpdateUnit(scope: Scope, unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnitInput) => updateUnit(scope.companyId, unitId, input),
    onSuccess: (unit) => storeUnit(queryClient, scope, unit),
  });
}

export function useDeleteUnit(scope: Scope, unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(unitsPath(scope.companyId, unitId), okSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: unitKeys.detail(scope, unitId) });
      void queryClient.invalidateQueries({ queryKey: unitKeys.lists(scope) });
      void queryClient.invalidateQueries({ queryKey: unitKeys.count(scope) });
    },
  });
}
