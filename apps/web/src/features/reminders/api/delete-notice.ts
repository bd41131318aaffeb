import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

export const deleteNotice = (companyId: string, id: string) => api.delete(noticesPath(companyId, id), okSchema);

export function useDeleteNotice(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNotice(scope.companyId, id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: reminderKeys.detail(scope, id) });
      void queryClient.invalidateQueries({ queryKey: reminderKeys.all(scope) });
    },
  });
}
