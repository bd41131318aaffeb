import { type InvitationInput, invitationSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { membersPath, type Scope, usersAdminKeys } from "./keys";

/** GET /users/invited?companyId=: the pending invitations, newest first. */
export const getInvitations = (companyId: string) =>
  api.get("/users/invited", z.array(invitationSchema), { query: { companyId } });

export function useInvitations(scope: Scope) {
  return useQuery({ queryKey: usersAdminKeys.invitations(scope), queryFn: () => getInvitations(scope.companyId) });
}

export const inviteUser = (companyId: string, input: InvitationInput) =>
  api.post(`${membersPath(companyId)}/invite`, invitationSchema, { body: input });

export const revokeInvitation = (companyId: string, id: string) =>
  api.delete("/users/delete-invited", okSchema, { query: { companyId, id } });

export function useInvitationMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: usersAdminKeys.invitations(scope) });
  return {
    invite: useMutation({ mutationFn: (input: InvitationInput) => inviteUser(scope.companyId, input), onSuccess }),
    revoke: useMutation({ mutationFn: (id: string) => revokeInvitation(scope.companyId, id), onSuccess }),
  };
}
