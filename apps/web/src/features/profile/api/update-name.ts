import { type CurrentUser, okSchema, type UpdateName } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /users/{userId}/name: one's own name. */
export const updateName = (userId: string, body: UpdateName) => api.put(`/users/${userId}/name`, okSchema, { body });

export function useUpdateName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateName) => updateName(userId, body),
    onSuccess: (_answer, { name }) =>
      queryClient.setQueryData<CurrentUser>(queryKeys.user(userId), (user) => user && { ...user, name: name.trim() }),
  });
}
