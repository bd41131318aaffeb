import { companyUserSchema, MEMBER_SEARCH_LIMIT } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { publicationKeys, type Scope } from "./keys";

/** Member search for sharing (GUEST members included: sharing is how they see objects). */
export function useMemberSearch(scope: Scope, q: string, enabled: boolean) {
  return useQuery({
    queryKey: publicationKeys.members(scope, q),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/users`, z.array(companyUserSchema), {
        query: { q: q || undefined, limit: MEMBER_SEARCH_LIMIT },
        errorPages: false,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
