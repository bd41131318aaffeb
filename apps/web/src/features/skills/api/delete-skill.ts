import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, skillsPath } from "./keys";

export const deleteSkill = (companyId: string, skillId: string) => api.delete(skillsPath(companyId, skillId), okSchema);

export function useDeleteSkill(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillId: string) => deleteSkill(scope.companyId, skillId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillKeys.all(scope) }),
  });
}
