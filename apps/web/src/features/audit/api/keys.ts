import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const auditKeys = {
  /** Every read of the company's audit log (the settings list, an object's history). */
  all: (scope: Scope) => [...queryKeys.company(scope), "audit"] as const,
  list: (scope: Scope, query: object) => [...auditKeys.all(scope), "list", query] as const,
};

export const auditPath = (companyId: string) => `/companies/${companyId}/audit`;
export const auditCsvPath = (companyId: string) => `/companies/${companyId}/audit.csv`;
