import { calendarFeedSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { calendarKeys } from "./keys";

const feedPath = (userId: string) => `/users/${userId}/calendar-feed`;

/** Whether the user has a feed address and since when (GET never answers the address itself). */
export const getCalendarFeed = (userId: string) => api.get(feedPath(userId), calendarFeedSchema, { errorPages: false });

export function useCalendarFeed(userId: string) {
  return useQuery({ queryKey: calendarKeys.feed(userId), queryFn: () => getCalendarFeed(userId) });
}

/** Makes a new secret address (the old one, if any, stops working); only this answer holds it. */
export const createCalendarFeed = (userId: string) => api.post(feedPath(userId), calendarFeedSchema);

export function useCreateCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(userId),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(userId), { url: null, createdAt: feed.createdAt }),
  });
}
