import { type InvestigationStatus, investigationSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigationPath, type Scope } from "./keys";

export const setInvestigationStatus = (companyId: string, publicationId: string, status: InvestigationStatus) =>
  api.put(`${investigationPath(companyId, publicationId)}/status`, investigationSchema, { body: { status } });

/** Starts or closes the investigation; the answer becomes the loaded one. */
export function useSetInvestigationStatus(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InvestigationStatus) => setInvestigationStatus(scope.companyId, publicationId, status),
    onSuccess: (investigation) =>
      queryClient.setQueryData(investigationKeys.object(scope, publicationId), investigation),
  });
}
