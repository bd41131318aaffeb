import { type ChangeEmail, type ConfirmEmailChange, confirmEmailChangeResultSchema, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/{userId}/email: mails a confirmation link to the new address (nothing changes yet). */
export const requestEmailChange = (userId: string, body: ChangeEmail) =>
  api.post(`/users/${userId}/email`, okSchema, { body });

export const useRequestEmailChange = (userId: string) =>
  useMutation({ mutationFn: (body: ChangeEmail) => requestEmailChange(userId, body) });

/**
 * POST /users/confirm-email: applies the change of the mailed link, for a signed-in browser of the
 * account (which stays signed in) or with the account's password.
 */
export const confirmEmailChange = (body: ConfirmEmailChange) =>
  api.post("/users/confirm-email", confirmEmailChangeResultSchema, { body });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** POST /users/cancel-email-change: "this was not me" (the change stops, the account is signed out everywhere). */
export const cancelEmailChange = (token: string) =>
  api.post("/users/cancel-email-change", okSchema, { body: { token } });

export const useCancelEmailChange = () => useMutation({ mutationFn: cancelEmailChange });
