import { investigatorSchema, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigatorsPath, type Scope } from "./keys";

export const addInvestigator = (companyId: string, publicationId: string, userId: string) =>
  api.post(investigatorsPath(companyId), investigatorSchema, { body: { publicationId, userId } });

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
  const remove = useMutation({ mutationFn: (id: string) => removeInvestigator(scope.companyId, id), onSuccess });
  return { add, remove };
}
