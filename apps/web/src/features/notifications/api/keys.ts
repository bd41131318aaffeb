import { queryKeys } from "../../../lib/query-keys";

/** Every key carries the user, so nothing outlives a sign-in. */
export const notificationKeys = {
  /** The bell's pages: the user's notifications across their companies. */
  list: (userId: string) => [...queryKeys.user(userId), "notifications"] as const,
};
