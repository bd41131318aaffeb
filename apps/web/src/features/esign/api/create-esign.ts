import { type EsignCreate, esignRequestSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { esignKeys, publicationPath, type Scope } from "./keys";

export const createEsign = (companyId: string, publicationId: string, body: EsignCreate) =>
  api.post(`${publicationPath(companyId, publicationId)}/e-signs`, esignRequestSchema, { body });

/** Creates and sends a signing request; the e-sign lists are read again. */
export function useCreateEsign(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EsignCreate) => createEsign(scope.companyId, publicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: esignKeys.all(scope) }),
  });
}
