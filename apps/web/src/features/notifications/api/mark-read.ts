import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { markViewed } from "../cache";
import type { NotificationPages } from "./get-notifications";
import { notificationKeys } from "./keys";

/** PUT /companies/{companyId}/notifications/{id}: one notification read. */
export const markOneRead = (companyId: string, id: string) =>
  api.put(`/companies/${companyId}/notifications/${id}`, okSchema);

/** PUT /users/{userId}/notifications: all the user's notifications read. */
export const markAllRead = (userId: string) => api.put(`/users/${userId}/notifications`, okSchema);

/** Marks one read; the bell shows it read at once (the server's read event confirms it in other tabs). */
export function useMarkOneRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, id }: { companyId: string; id: string }) => markOneRead(companyId, id),
    onMutate: ({ id }) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(userId), (data) => markViewed(data, [id]));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
  });
}

export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllRead(userId),
    onSuccess: () => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(userId), (data) => markViewed(data));
    },
  });
}
