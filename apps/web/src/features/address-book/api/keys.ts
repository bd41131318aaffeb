import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

/** The address book (issue 45, item 5): own entries and the customers' contacts in one list. */
export const addressBookKeys = {
  /** Every address book read of the company. */
  all: (scope: Scope) => [...queryKeys.company(scope), "address-book"] as const,
  list: (scope: Scope, query: object) => [...addressBookKeys.all(scope), "list", query] as const,
  /** The tags in use, for the filter. */
  tags: (scope: Scope) => [...addressBookKeys.all(scope), "tags"] as const,
};

export const addressBookPath = (companyId: string, rest = "") => `/companies/${companyId}/address-book${rest}`;
