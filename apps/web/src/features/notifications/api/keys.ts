/** Every key carries the user, so nothing outlives a sign-in. */
export const notificationKeys = {
  /** The bell's pages: the user's notifications across their companies. */
  list: (userId: string) => ["users", userId, "notifications"] as const,
};
