import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { objectSkillsPath, type Scope, skillKeys } from "./keys";

export const removeObjectSkill = (companyId: string, objectSkillId: string) =>
  api.delete(objectSkillsPath(companyId, objectSkillId), okSchema);

/** The object no longer requires the skill. */
export function useRemoveObjectSkill(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectSkillId: string) => removeObjectSkill(scope.companyId, objectSkillId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillKeys.objectSkills(scope, publicationId) }),
  });
}
