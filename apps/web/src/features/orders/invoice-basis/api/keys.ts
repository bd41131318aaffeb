import { queryKeys, type Scope } from "../../../../lib/query-keys";

export type { Scope };

export const invoiceBasisKeys = {
  all: (scope: Scope) => [...queryKeys.company(scope), "invoice-basis"] as const,
  basis: (scope: Scope, query: object) => [...invoiceBasisKeys.all(scope), "basis", query] as const,
  exports: (scope: Scope) => [...invoiceBasisKeys.all(scope), "exports"] as const,
};

export const invoiceBasisPath = (companyId: string, rest = "") => `/companies/${companyId}/invoice-basis${rest}`;
