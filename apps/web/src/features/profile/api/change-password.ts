import { type ChangePassword, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileKeys } from "./keys";

/** PUT /users/{userId}/password: the other sessions end, this one stays. */
export const changePassword = (userId: string, body: ChangePassword) =>
  api.put(`/users/${userId}/password`, okSchema, { body });

export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => changePassword(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions(userId) }),
  });
}
