/** Who asks and in which company: every key carries both, so no data outlives a sign-in or a company switch. */
export interface Scope {
  userId: string;
  companyId: string;
}

const base = ({ userId, companyId }: Scope) => ["users", userId, "companies", companyId] as const;

export const portalKeys = {
  /** Every group read of the company (lists, one portal, its members and objects). */
  all: (scope: Scope) => [...base(scope), "groups"] as const,
  list: (scope: Scope, query: object) => [...portalKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...portalKeys.all(scope), "detail", id] as const,
  members: (scope: Scope, id: string) => [...portalKeys.all(scope), "members", id] as const,
  objects: (scope: Scope, id: string, page: number) => [...portalKeys.all(scope), "objects", id, page] as const,
  customers: (scope: Scope) => [...base(scope), "customers"] as const,
  formGroups: (scope: Scope) => [...base(scope), "form-groups"] as const,
  memberSearch: (scope: Scope, q: string) => [...base(scope), "members", { q, allTypes: true }] as const,
  objectSearches: (scope: Scope) => [...base(scope), "publications", "portal-search"] as const,
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
