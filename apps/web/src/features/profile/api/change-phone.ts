import { type ChangePhone, type CurrentUser, confirmPhoneResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /users/{userId}/phone: sends a code by SMS to the new number (nothing changes yet). */
export const requestPhoneChange = (userId: string, body: ChangePhone) =>
  api.post(`/users/${userId}/phone`, confirmPhoneResultSchema, { body });

export const useRequestPhoneChange = (userId: string) =>
  useMutation({ mutationFn: (body: ChangePhone) => requestPhoneChange(userId, body) });

/** POST /users/{userId}/phone/confirm: the SMS code makes the new number the account's. */
export const confirmPhoneChange = (userId: string, code: string) =>
  api.post(`/users/${userId}/phone/confirm`, confirmPhoneResultSchema, { body: { code } });

export function useConfirmPhoneChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmPhoneChange(userId, code),
    onSuccess: ({ phone }) =>
      queryClient.setQueryData<CurrentUser>(queryKeys.user(userId), (user) => user && { ...user, phone }),
  });
}
