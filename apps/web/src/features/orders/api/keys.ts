import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const orderKeys = {
  /** Every order read of the company (lists and one order). */
  all: (scope: Scope) => [...queryKeys.company(scope), "orders"] as const,
  lists: (scope: Scope) => [...orderKeys.all(scope), "list"] as const,
  list: (scope: Scope, query: object) => [...orderKeys.lists(scope), query] as const,
  detail: (scope: Scope, id: string) => [...orderKeys.all(scope), "detail", id] as const,
  /** The pickers' reads: customers, one customer's contacts (the catalogue's picker is src/components/product-select). */
  customers: (scope: Scope, q: string) => [...queryKeys.company(scope), "customers", "order-pick", q] as const,
  customer: (scope: Scope, id: string) => [...queryKeys.company(scope), "customers", "order-contacts", id] as const,
  /** A product's options (a configurable product's choices on a line). */
  /** A line's price before it is saved (the products' price check). */
  priceCheck: (scope: Scope, ask: object) => [...queryKeys.company(scope), "price-check", "order-line", ask] as const,
  /** The customer's plants, for the order's plant. */
  plants: (scope: Scope, customerId: string) =>
    [...queryKeys.company(scope), "plants", "order-pick", customerId] as const,
};

const base = (companyId: string) => `/companies/${companyId}`;
export const ordersPath = (companyId: string, rest = "") => `${base(companyId)}/orders${rest}`;

/** The web app's addresses: the list, and an order's page (the object page of its publication). */
export const orderRoutes = {
  list: (companyId: string) => `/companies/${companyId}/orders`,
  detail: (companyId: string, id: string) => `/companies/${companyId}/publications/${id}`,
  customer: (id: string) => `/list/customers/${id}`,
};
