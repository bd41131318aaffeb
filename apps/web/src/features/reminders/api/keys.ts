import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const reminderKeys = {
  /** Every reminder read of the company (lists, details, an object's reminders). */
  all: (scope: Scope) => [...queryKeys.company(scope), "notices"] as const,
  list: (scope: Scope, query: object) => [...reminderKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...reminderKeys.all(scope), "detail", id] as const,
  categories: (scope: Scope) => queryKeys.companyList(scope, "REMINDER_CATEGORY"),
  members: (scope: Scope, query: object) => queryKeys.members(scope, query),
};

export const noticesPath = (companyId: string, id?: string) => `/companies/${companyId}/notices${id ? `/${id}` : ""}`;
