import { NOTIFICATION_FETCH, NOTIFICATION_PAGE, type Notification, notificationListSchema } from "@app/contract";
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./keys";

/** One page of the bell: up to 50 shown, whether more exist (51 were fetched), and the unread count. */
export interface NotificationPage {
  notifications: Notification[];
  unView: number;
  hasMore: boolean;
}

export type NotificationPages = InfiniteData<NotificationPage, unknown>;

/** GET /users/{userId}/notifications with limit 51: a header widget never sends the user to an error page. */
export async function getNotifications(userId: string, offset: number): Promise<NotificationPage> {
  const list = await api.get(`/users/${userId}/notifications`, notificationListSchema, {
    query: { limit: NOTIFICATION_FETCH, offset },
    errorPages: false,
  });
  return {
    notifications: list.notifications.slice(0, NOTIFICATION_PAGE),
    unView: list.unView,
    hasMore: list.notifications.length > NOTIFICATION_PAGE,
  };
}

export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => getNotifications(userId, pageParam),
    initialPageParam: 0,
    // The next page starts after everything held, live arrivals included (they moved the list down).
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.notifications.length, 0) : undefined,
    staleTime: 60_000,
  });

export const useNotifications = (userId: string) => useInfiniteQuery(notificationsQuery(userId));
