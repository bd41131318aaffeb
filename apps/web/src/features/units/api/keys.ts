import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const unitKeys = {
  /** Every unit read of the company (lists, counts, units and their parts). */
  all: (scope: Scope) => [...queryKeys.company(scope), "units"] as const,
  lists: (scope: Scope) => [...unitKeys.all(scope), "list"] as const,
  list: (scope: Scope, query: object) => [...unitKeys.lists(scope), query] as const,
  count: (scope: Scope) => [...unitKeys.all(scope), "count"] as const,
  detail: (scope: Scope, unitId: string) => [...unitKeys.all(scope), "detail", unitId] as const,
  files: (scope: Scope, unitId: string) => [...unitKeys.all(scope), "files", unitId] as const,
  products: (scope: Scope, unitId: string) => [...unitKeys.all(scope), "products", unitId] as const,
  categories: (scope: Scope) => [...unitKeys.all(scope), "categories"] as const,
  /** The company's skill definitions (the skills feature), to choose a unit's required skills from. */
  skills: (scope: Scope) => [...queryKeys.company(scope), "skills", "units"] as const,
};

const company = (companyId: string) => `/companies/${companyId}`;

export const unitsPath = (companyId: string, unitId?: string) =>
  `${company(companyId)}/units${unitId ? `/${unitId}` : ""}`;
export const categoriesPath = (companyId: string, categoryId?: string) =>
  `${unitsPath(companyId)}/categories${categoryId ? `/${categoryId}` : ""}`;
export const unitUsersPath = (companyId: string, unitId: string, userId?: string) =>
  `${unitsPath(companyId, unitId)}/users${userId ? `/${userId}` : ""}`;
/** A unit's files; the spec's list call adds a slash (GET /units/{unitId}/files/). */
export const unitFilesPath = (companyId: string, unitId: string, fileId?: string) =>
  `${unitsPath(companyId, unitId)}/files${fileId ? `/${fileId}` : ""}`;
export const unitProductsPath = (companyId: string, unitId: string, productId?: string) =>
  `${unitsPath(companyId, unitId)}/products${productId ? `/${productId}` : ""}`;
export const skillsPath = (companyId: string) => `${company(companyId)}/skills`;

/** The screens' addresses. */
export const unitRoutes = {
  list: "/list/units",
  unit: (unitId: string) => `/list/units/${unitId}`,
};
