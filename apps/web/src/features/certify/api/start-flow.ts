import { type FlowCreate, flowSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { certifyKeys, flowsPath, type Scope } from "./keys";

export const startFlow = (companyId: string, body: FlowCreate) => api.post(flowsPath(companyId), flowSchema, { body });

/** Asks for approval of an object; the flows are read again. */
export function useStartFlow(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowCreate) => startFlow(scope.companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certifyKeys.all(scope) }),
  });
}
