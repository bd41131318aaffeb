import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const plantKeys = {
  /** Every plant read of the company (the planning list, its areas, one plant and a customer's plants). */
  all: (scope: Scope) => [...queryKeys.company(scope), "plants"] as const,
  planning: (scope: Scope, query: object) => [...plantKeys.all(scope), "planning", query] as const,
  areas: (scope: Scope) => [...plantKeys.all(scope), "areas"] as const,
  detail: (scope: Scope, id: string) => [...plantKeys.all(scope), "detail", id] as const,
  ofCustomer: (scope: Scope, customerId: string, page: number) =>
    [...plantKeys.all(scope), "customer", customerId, page] as const,
};

export const plantsPath = (companyId: string, rest = "") => `/companies/${companyId}/plants${rest}`;

/** The web app's addresses: the planning list, and a plant's or order's page (the object page). */
export const plantRoutes = {
  planning: (companyId: string) => `/companies/${companyId}/plants`,
  object: (companyId: string, id: string) => `/companies/${companyId}/publications/${id}`,
};
