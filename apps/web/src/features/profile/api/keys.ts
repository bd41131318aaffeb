import { queryKeys } from "../../../lib/query-keys";

export const profileKeys = {
  sessions: (userId: string) => [...queryKeys.user(userId), "sessions"] as const,
};
