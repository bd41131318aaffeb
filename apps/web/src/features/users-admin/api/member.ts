import {
  type CompanyUserInput,
  type CompanyUsersMassEdit,
  companyUserSchema,
  massEditResultSchema,
  okSchema,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { membersPath, type Scope, usersAdminKeys } from "./keys";

/** GET /companies/{companyId}/users/{userId}. */
export const getMember = (companyId: string, memberId: string) =>
  api.get(membersPath(companyId, memberId), companyUserSchema);

export function useMember(scope: Scope, memberId: string) {
  return useQuery({
    queryKey: usersAdminKeys.member(scope, memberId),
    queryFn: () => getMember(scope.companyId, memberId),
  });
}

export const updateMember = (companyId: string, memberId: string, input: CompanyUserInput) =>
  api.put(membersPath(companyId, memberId), companyUserSchema, { body: input });

export const removeMember = (companyId: string, memberId: string) =>
  api.delete(membersPath(companyId, memberId), okSchema);

export const massEditMembers = (companyId: string, input: CompanyUsersMassEdit) =>
  api.post(`${membersPath(companyId)}/massedit`, massEditResultSchema, { body: input });

/** Edit, remove and mass edit; the lists and the member refresh after each. */
export function useMemberMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: usersAdminKeys.all(scope) });
  return {
    update: useMutation({
      mutationFn: ({ memberId, input }: { memberId: string; input: CompanyUserInput }) =>
        updateMember(scope.companyId, memberId, input),
      onSuccess: (member) => {
        queryClient.setQueryData(usersAdminKeys.member(scope, member.id), member);
        onSuccess();
      },
    }),
    remove: useMutation({
      mutationFn: (memberId: string) => removeMember(scope.companyId, memberId),
      // Not the removed member's own queries: read again they answer 404 and the error page would
      // replace the list the page is about to go back to.
      onSuccess: (_answer, memberId) => {
        const gone = usersAdminKeys.member(scope, memberId);
        void queryClient.invalidateQueries({
          queryKey: usersAdminKeys.all(scope),
          predicate: (query) => !gone.every((part, i) => query.queryKey[i] === part),
        });
      },
    }),
    massEdit: useMutation({
      mutationFn: (input: CompanyUsersMassEdit) => massEditMembers(scope.companyId, input),
      onSuccess,
    }),
  };
}
