import { type UserSkillInput, userSkillSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, userSkillsPath } from "./keys";

/** Records a person's skill; recording one they hold renews the same record. */
export const recordUserSkill = (companyId: string, input: UserSkillInput) =>
  api.post(userSkillsPath(companyId), userSkillSchema, { body: input });

/** Saves a person's skill, based on the version read (409 STALE_VERSION when someone saved in between). */
export const updateUserSkill = (companyId: string, userSkillId: string, input: UserSkillInput) =>
  api.put(userSkillsPath(companyId, userSkillId), userSkillSchema, { body: input });

/**
 * Records (id null) or saves a person's skill. The lists are read again by the caller once the
 * certificate, if any, has followed (`refresh`), so the list shows the record with its file.
 */
export function useSaveUserSkill(scope: Scope, userSkillId: string | null) {
  return useMutation({
    mutationFn: (input: UserSkillInput) =>
      userSkillId ? updateUserSkill(scope.companyId, userSkillId, input) : recordUserSkill(scope.companyId, input),
  });
}

/** Reads people's skills and the matrices again. */
export function useRefreshSkills(scope: Scope) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: skillKeys.all(scope) });
}
