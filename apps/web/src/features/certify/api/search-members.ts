import { companyUserSchema, MEMBER_SEARCH_LIMIT } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { certifyKeys, type Scope } from "./keys";

/** Full members (10 at most) whose name or email matches; the caller debounces `q`. */
export function useMemberSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    queryKey: certifyKeys.members(scope, { q }),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/users`, z.array(companyUserSchema), {
        query: { q: q.trim() || undefined, limit: MEMBER_SEARCH_LIMIT, type: "DEFAULT" },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
