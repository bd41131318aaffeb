import { type ChangeEmail, confirmEmailChangeResultSchema, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /users/{userId}/email: mails a confirmation link to the new address (nothing changes yet). */
export const requestEmailChange = (userId: string, body: ChangeEmail) =>
  api.post(`/users/${userId}/email`, okSchema, { body });

export const useRequestEmailChange = (userId: string) =>
  useMutation({ mutationFn: (body: ChangeEmail) => requestEmailChange(userId, body) });

/** POST /users/confirm-email: applies the change of the mailed link (the signed-in browser stays signed in). */
export const confirmEmailChange = (token: string) =>
  api.post("/users/confirm-email", confirmEmailChangeResultSchema, { body: { token } });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
