import { type CustomerStatusCreate, type CustomerStatusUpdate, customerStatusSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { customerKeys, type Scope, statusesPath } from "./keys";

/** The company's customer statuses in order. */
export function useStatuses(scope: Scope) {
  return useQuery({
    queryKey: customerKeys.statuses(scope),
    queryFn: () => api.get(statusesPath(scope.companyId), z.array(customerStatusSchema)),
    staleTime: 60_000,
  });
}

export type StatusSave = { id: null; body: CustomerStatusCreate } | { id: string; body: CustomerStatusUpdate };

function useRefresh(scope: Scope) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.statuses(scope) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all(scope) });
  };
}

/** Adds a status (id null) or saves one; a new default moves the flag, so every status is read again. */
export function useSaveStatus(scope: Scope) {
  const onSuccess = useRefresh(scope);
  return useMutation({
    mutationFn: ({ id, body }: StatusSave) =>
      id === null
        ? api.post(statusesPath(scope.companyId), customerStatusSchema, { body })
        : api.put(statusesPath(scope.companyId, id), customerStatusSchema, { body }),
    onSuccess,
  });
}

/** Deletes a status; its customers get the default status. */
export function useDeleteStatus(scope: Scope) {
  const onSuccess = useRefresh(scope);
  return useMutation({
    mutationFn: (id: string) => api.delete(statusesPath(scope.companyId, id), okSchema),
    onSuccess,
  });
}
