import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const subscriptionKeys = {
  /** Every order subscription read of the company (lists, one subscription, its dates). */
  all: (scope: Scope) => [...queryKeys.company(scope), "order-subscriptions"] as const,
  list: (scope: Scope, query: object) => [...subscriptionKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...subscriptionKeys.all(scope), "detail", id] as const,
  occurrences: (scope: Scope, id: string) => [...subscriptionKeys.detail(scope, id), "occurrences"] as const,
  /** What the new subscription's form picks from: a customer's contacts, products found by a search. */
  contacts: (scope: Scope, customerId: string) =>
    [...queryKeys.company(scope), "customer-contacts", customerId] as const,
  products: (scope: Scope, q: string) => [...queryKeys.company(scope), "product-pick", q] as const,
};

export const subscriptionsPath = (companyId: string, rest = "") => `/companies/${companyId}/order-subscriptions${rest}`;

/** The web app's addresses of the subscription screens and of what they link to. */
export const subscriptionRoutes = {
  object: (companyId: string, id: string) => `/companies/${companyId}/publications/${id}`,
};
