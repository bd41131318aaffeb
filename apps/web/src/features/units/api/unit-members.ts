import { okSchema, type UnitMemberStatus, unitMemberSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Scope, unitKeys, unitUsersPath } from "./keys";

/** Adds a member (assigned), changes their place or removes them; the unit (members, count) and the lists read again. */
export function useUnitMemberChanges(scope: Scope, unitId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: unitKeys.detail(scope, unitId) });
    void queryClient.invalidateQueries({ queryKey: unitKeys.lists(scope) });
  };
  const add = useMutation({
    mutationFn: (userId: string) =>
      api.post(unitUsersPath(scope.companyId, unitId), unitMemberSchema, { body: { userId } }),
    onSuccess,
  });
  const setStatus = useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: UnitMemberStatus }) =>
      api.put(unitUsersPath(scope.companyId, unitId, userId), unitMemberSchema, { body: { status } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => api.delete(unitUsersPath(scope.companyId, unitId, userId), okSchema),
    onSuccess,
  });
  return { add, setStatus, remove };
}
