import { investigatorSchema, okSchema, unitListItemSchema } from "@app/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigatorsPath, type Scope } from "./keys";

export const addInvestigator = (companyId: string, publicationId: string, userId: string) =>
  api.post(investigatorsPath(companyId), investigatorSchema, { body: { publicationId, userId } });

export const addUnitInvestigators = (companyId: string, publicationId: string, unitId: string) =>
  api.post(investigatorsPath(companyId), z.array(investigatorSchema), { body: { publicationId, unitId } });

/** The company's units to add the members of (only with CompanyUnits). */
export const unitOptionsQuery = (scope: Scope, enabled: boolean) =>
  queryOptions({
    queryKey: investigationKeys.units(scope),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/units`, z.array(unitListItemSchema), { query: { limit: 1000 } }),
    enabled,
  });

export const removeInvestigator = (companyId: string, id: string) =>
  api.delete(investigatorsPath(companyId, id), okSchema);

/** Adds or removes an investigator; the list and the investigation (who may answer) are read again. */
export function useInvestigatorChanges(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: investigationKeys.investigators(scope, publicationId) });
    void queryClient.invalidateQueries({ queryKey: investigationKeys.object(scope, publicationId) });
  };
  const add = useMutation({
    mutationFn: (userId: string) => addInvestigator(scope.companyId, publicationId, userId),
    onSuccess,
  });
  const addUnit = useMutation({
    mutationFn: (unitId: string) => addUnitInvestigators(scope.companyId, publicationId, unitId),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => removeInvestigator(scope.companyId, id), onSuccess });
  return { add, addUnit, remove };
}
