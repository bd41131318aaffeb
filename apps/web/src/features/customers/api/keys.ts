import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const customerKeys = {
  /** Every customer read of the company (lists, one customer; the portals' customer choices too). */
  all: (scope: Scope) => [...queryKeys.company(scope), "customers"] as const,
  list: (scope: Scope, query: object) => [...customerKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...customerKeys.all(scope), "detail", id] as const,
  /** A page of one of the customer page's sections (objects, reminders, tasks, esign, files, history). */
  section: (scope: Scope, id: string, section: string, page: number | string | null) =>
    [...customerKeys.detail(scope, id), section, page] as const,
  statuses: (scope: Scope) => [...queryKeys.company(scope), "customer-statuses"] as const,
};

export const customersPath = (companyId: string, rest = "") => `/companies/${companyId}/customers${rest}`;
export const statusesPath = (companyId: string, id?: string) =>
  `/companies/${companyId}/customer-statuses${id ? `/${id}` : ""}`;

/** The web app's addresses of the customer screens. */
export const customerRoutes = {
  list: "/list/customers",
  detail: (id: string) => `/list/customers/${id}`,
  statuses: "/settings/customer-statuses",
};
