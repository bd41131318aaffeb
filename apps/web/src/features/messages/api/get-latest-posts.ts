import { LATEST_MESSAGES, postSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const messageKeys = {
  /** The header's latest messages addressed to the user in one company. */
  latest: (userId: string, companyId: string) =>
    [...queryKeys.company({ userId, companyId }), "posts", "latest"] as const,
};

/** GET /companies/{companyId}/posts?me=true&limit=7; a header widget never sends the user to an error page. */
export const getLatestPosts = (companyId: string) =>
  api.get(`/companies/${companyId}/posts`, z.array(postSchema), {
    query: { me: true, limit: LATEST_MESSAGES },
    errorPages: false,
  });

export const latestPostsQuery = (userId: string, companyId: string) =>
  queryOptions({
    queryKey: messageKeys.latest(userId, companyId),
    queryFn: () => getLatestPosts(companyId),
    staleTime: 60_000,
  });

export function useLatestPosts(userId: string, companyId: string | undefined, enabled: boolean) {
  return useQuery({ ...latestPostsQuery(userId, companyId ?? ""), enabled: enabled && companyId !== undefined });
}
