import { type SkillInput, skillSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, skillsPath } from "./keys";

export const createSkill = (companyId: string, input: SkillInput) =>
  api.post(skillsPath(companyId), skillSchema, { body: input });

/** The whole skill, based on the version read (409 STALE_VERSION when someone saved in between). */
export const updateSkill = (companyId: string, skillId: string, input: SkillInput) =>
  api.put(skillsPath(companyId, skillId), skillSchema, { body: input });

/** Creates (id null) or saves a skill; every skills read of the company is read again (names show in all of them). */
export function useSaveSkill(scope: Scope, skillId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SkillInput) =>
      skillId ? updateSkill(scope.companyId, skillId, input) : createSkill(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: skillKeys.all(scope) }),
  });
}
