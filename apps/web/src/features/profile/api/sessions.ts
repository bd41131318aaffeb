import { endOtherSessionsResultSchema, userSessionListSchema } from "@app/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileKeys } from "./keys";

/** GET /users/{userId}/sessions: one's live sign-ins, this one marked current. */
export const getSessions = (userId: string) => api.get(`/users/${userId}/sessions`, userSessionListSchema);

export const sessionsQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.sessions(userId), queryFn: () => getSessions(userId) });

export const useSessions = (userId: string) => useQuery(sessionsQuery(userId));

/** POST /users/{userId}/sessions/end-others: sign out everywhere else. */
export const endOtherSessions = (userId: string) =>
  api.post(`/users/${userId}/sessions/end-others`, endOtherSessionsResultSchema);

export function useEndOtherSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions(userId) }),
  });
}
