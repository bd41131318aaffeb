import { type AcceptInvitation, acceptInvitationResultSchema, publicInvitationSchema } from "@app/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authKeys } from "./keys";

const path = (companyId: string, token: string) =>
  `/invitations/${encodeURIComponent(companyId)}/${encodeURIComponent(token)}`;

/** GET /invitations/{companyId}/{token}: a public call; a 404 means unknown, used, revoked or expired. */
export const getInvitation = (companyId: string, token: string) =>
  api.get(path(companyId, token), publicInvitationSchema, { errorPages: false });

export function useInvitation(companyId: string, token: string) {
  return useQuery({
    queryKey: authKeys.invitation(companyId, token),
    queryFn: () => getInvitation(companyId, token),
    retry: false,
  });
}

export const acceptInvitation = (companyId: string, token: string, body: AcceptInvitation) =>
  api.post(`${path(companyId, token)}/accept`, acceptInvitationResultSchema, { body });

export const useAcceptInvitation = (companyId: string, token: string) =>
  useMutation({ mutationFn: (body: AcceptInvitation) => acceptInvitation(companyId, token, body) });
