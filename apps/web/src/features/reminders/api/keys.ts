/** Who asks and in which company: every key carries both, so no data outlives a sign-in or a company switch. */
export interface Scope {
  userId: string;
  companyId: string;
}

const base = ({ userId, companyId }: Scope) => ["users", userId, "companies", companyId] as const;

export const reminderKeys = {
  /** Every reminder read of the company (lists, details, an object's reminders). */
  all: (scope: Scope) => [...base(scope), "notices"] as const,
  list: (scope: Scope, query: object) => [...reminderKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...reminderKeys.all(scope), "detail", id] as const,
  categories: (scope: Scope) => [...base(scope), "categories", "REMINDER_CATEGORY"] as const,
  members: (scope: Scope, query: object) => [...base(scope), "members", query] as const,
};

export const noticesPath = (companyId: string, id?: string) => `/companies/${companyId}/notices${id ? `/${id}` : ""}`;
