import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const portalKeys = {
  /** Every group read of the company (lists, one portal, its members and objects). */
  all: (scope: Scope) => [...queryKeys.company(scope), "groups"] as const,
  lists: (scope: Scope) => [...portalKeys.all(scope), "list"] as const,
  list: (scope: Scope, query: object) => [...portalKeys.lists(scope), query] as const,
  detail: (scope: Scope, id: string) => [...portalKeys.all(scope), "detail", id] as const,
  members: (scope: Scope, id: string) => [...portalKeys.all(scope), "members", id] as const,
  objects: (scope: Scope, id: string, page: number) => [...portalKeys.all(scope), "objects", id, page] as const,
  customers: (scope: Scope) => [...queryKeys.company(scope), "customers"] as const,
  customersWithPortal: (scope: Scope) => [...portalKeys.customers(scope), { hasPortal: true }] as const,
  formGroups: (scope: Scope) => [...queryKeys.company(scope), "form-groups"] as const,
  memberSearch: (scope: Scope, q: string) => queryKeys.members(scope, { q, allTypes: true }),
  objectSearches: (scope: Scope) => [...queryKeys.company(scope), "publications", "portal-search"] as const,
  objectSearch: (scope: Scope, q: string) => [...portalKeys.objectSearches(scope), q] as const,
};

export const groupsPath = (companyId: string, rest = "") => `/companies/${companyId}/groups${rest}`;
export const customersPath = (companyId: string) => `/companies/${companyId}/customers`;

/** The web app's addresses of the portal screens. */
export const portalRoutes = {
  list: "/list/customer-portals",
  create: "/list/customer-portal-new",
  detail: (id: string) => `/list/customer-portals/${id}`,
};
