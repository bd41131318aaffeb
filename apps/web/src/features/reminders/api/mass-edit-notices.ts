import { type MassEdit, noticeMassEditResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

export const massEditNotices = (companyId: string, edit: MassEdit) =>
  api.put(`${noticesPath(companyId)}/mass-edit`, noticeMassEditResultSchema, { body: edit });

export function useMassEditNotices(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: MassEdit) => massEditNotices(scope.companyId, edit),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reminderKeys.all(scope) }),
  });
}
