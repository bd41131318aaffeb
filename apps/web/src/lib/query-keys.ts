/** Query keys shared by several features; every key carries the user so no data outlives a sign-in. */
export const queryKeys = {
  user: (userId: string) => ["users", userId] as const,
  avatar: (userId: string) => ["users", userId, "avatar"] as const,
  companies: (userId: string) => ["users", userId, "companies"] as const,
  permissions: (userId: string, companyId: string) => ["users", userId, "permissions", companyId] as const,
};
