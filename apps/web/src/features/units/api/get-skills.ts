import { SKILL_UNITS_LIMIT, skillSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, skillsPath, unitKeys } from "./keys";

/** The company's skill definitions (up to 1000, spec section 9), to choose the skills a unit requires. */
export function useSkillChoices(scope: Scope) {
  return useQuery({
    queryKey: unitKeys.skills(scope),
    queryFn: () =>
      api.get(skillsPath(scope.companyId), z.array(skillSchema), {
        query: { limit: SKILL_UNITS_LIMIT },
        errorPages: false,
      }),
    staleTime: 5 * 60_000,
  });
}
