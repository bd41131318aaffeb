import { type FlowUpdate, flowSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { certifyKeys, flowsPath, type Scope } from "./keys";

export const updateFlow = (companyId: string, id: string, body: FlowUpdate) =>
  api.put(flowsPath(companyId, id), flowSchema, { body });

/** Approve or reject (the approver whose turn it is), or cancel (the requester); the flows are read again. */
export function useUpdateFlow(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowUpdate) => updateFlow(scope.companyId, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certifyKeys.all(scope) }),
  });
}
