import { useQuery } from "@tanstack/react-query";
import { searchMembers } from "../../../lib/member-search";
import { reminderKeys, type Scope } from "./keys";

/** Every member (up to 1000), to name users known only by id (the assignee filter of the address). */
export function useAllMembers(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.members(scope, { every: true }),
    queryFn: () => searchMembers(scope.companyId, { q: "", allTypes: true }, 1000),
    enabled,
    staleTime: 5 * 60_000,
  });
}
