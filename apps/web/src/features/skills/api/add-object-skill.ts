import { objectSkillSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { objectSkillsPath, type Scope, skillKeys } from "./keys";

export const addObjectSkill = (companyId: string, publicationId: string, skillId: string) =>
  api.post(objectSkillsPath(companyId), objectSkillSchema, { body: { publicationId, skillId } });

/** Makes the object require a skill. */
export function useAddObjectSkill(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skillId: string) => addObjectSkill(scope.companyId, publicationId, skillId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillKeys.objectSkills(scope, publicationId) }),
  });
}
