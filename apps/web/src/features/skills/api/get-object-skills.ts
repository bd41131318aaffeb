import { objectSkillSchema, SKILL_UNITS_LIMIT } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { objectSkillsPath, type Scope, skillKeys } from "./keys";

/** The skills an object requires. */
export const getObjectSkills = (companyId: string, publicationId: string) =>
  api.get(objectSkillsPath(companyId), z.array(objectSkillSchema), {
    query: { publicationId, limit: SKILL_UNITS_LIMIT },
  });

export function useObjectSkills(scope: Scope | null, publicationId: string) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: skillKeys.objectSkills(known, publicationId),
    queryFn: () => getObjectSkills(known.companyId, publicationId),
    enabled: scope !== null,
  });
}
