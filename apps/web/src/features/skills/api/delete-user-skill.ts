import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, userSkillsPath } from "./keys";

export const deleteUserSkill = (companyId: string, userSkillId: string) =>
  api.delete(userSkillsPath(companyId, userSkillId), okSchema);

export function useDeleteUserSkill(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userSkillId: string) => deleteUserSkill(scope.companyId, userSkillId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillKeys.all(scope) }),
  });
}
