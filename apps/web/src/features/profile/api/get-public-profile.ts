import { publicProfileSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /users/{userId}/profile: another user's name, avatar and shared companies (404 → /404). */
export const getPublicProfile = (userId: string) => api.get(`/users/${userId}/profile`, publicProfileSchema);

export const publicProfileQuery = (viewerId: string, userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.user(viewerId), "profiles", userId],
    queryFn: () => getPublicProfile(userId),
  });

export const usePublicProfile = (viewerId: string, userId: string) => useQuery(publicProfileQuery(viewerId, userId));
