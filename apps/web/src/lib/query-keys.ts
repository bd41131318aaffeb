/** Who asks and in which company: a company's keys carry both, so no data outlives a sign-in or a company switch. */
export interface Scope {
  userId: string;
  companyId: string;
}

/**
 * Query keys shared by several features, and the company base every feature's keys (api/keys.ts) build on;
 * every key carries the user so no data outlives a sign-in.
 */
export const queryKeys = {
  user: (userId: string) => ["users", userId] as const,
  avatar: (userId: string) => ["users", userId, "avatar"] as const,
  companies: (userId: string) => ["users", userId, "companies"] as const,
  permissions: (userId: string, companyId: string) => ["users", userId, "permissions", companyId] as const,
  /** Everything the user has read of one company. */
  company: ({ userId, companyId }: Scope) => [...queryKeys.companies(userId), companyId] as const,
  /** The company's information and settings, read again when an administrator changes the company. */
  companyInfo: (scope: Scope) => [...queryKeys.company(scope), "info"] as const,
  companySettings: (scope: Scope) => [...queryKeys.company(scope), "settings"] as const,
  /** A company list (categories of one type); the reminders and the settings share their categories. */
  companyList: (scope: Scope, type: string) => [...queryKeys.company(scope), "categories", type] as const,
  /** A search among the company's members. */
  members: (scope: Scope, query: unknown) => [...queryKeys.company(scope), "members", query] as const,
  /** A company's tasks (the task editor, the object page and the lists read them). */
  tasks: (scope: Scope) => [...queryKeys.company(scope), "tasks"] as const,
  /** Everything on the user's calendars, of one company or all: a task saved anywhere refreshes it. */
  calendar: (userId: string) => ["users", userId, "calendar"] as const,
};
