import { unitListItemSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type Scope, skillKeys, unitsPath } from "./keys";

/** The units to choose from (up to 1000). */
export const getUnitOptions = (companyId: string) =>
  api.get(unitsPath(companyId), z.array(unitListItemSchema), { query: { limit: 1000 } });

/** The company's units (CompanyUnits); null scope: not asked (without the permission). */
export function useUnitOptions(scope: Scope | null) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: skillKeys.units(known),
    queryFn: () => getUnitOptions(known.companyId),
    enabled: scope !== null,
    staleTime: 60_000,
  });
}
