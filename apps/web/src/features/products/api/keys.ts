import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const productKeys = {
  /** Every product read of the company (lists, one product, pickers). */
  all: (scope: Scope) => [...queryKeys.company(scope), "products"] as const,
  list: (scope: Scope, query: object) => [...productKeys.all(scope), "list", query] as const,
  detail: (scope: Scope, id: string) => [...productKeys.all(scope), "detail", id] as const,
  categories: (scope: Scope) => [...queryKeys.company(scope), "product-categories"] as const,
  /** Price lists, their items and discounts. */
  priceLists: (scope: Scope) => [...queryKeys.company(scope), "price-lists"] as const,
  priceList: (scope: Scope, id: string) => [...productKeys.priceLists(scope), "detail", id] as const,
  priceListItems: (scope: Scope, id: string, query: object) =>
    [...productKeys.priceLists(scope), "items", id, query] as const,
  /** A price asked for: read again whenever a product or a price list changes. */
  priceCheck: (scope: Scope, query: object) => [...queryKeys.company(scope), "price-check", query] as const,
  services: (scope: Scope) => [...queryKeys.company(scope), "company-services"] as const,
  serviceAccess: (scope: Scope) => [...productKeys.services(scope), "access"] as const,
  /** Customers and customer statuses picked on a price list or in the price check. */
  customers: (scope: Scope, q: string) => [...queryKeys.company(scope), "customers", "pick", q] as const,
  statuses: (scope: Scope) => [...queryKeys.company(scope), "customer-statuses"] as const,
};

const base = (companyId: string) => `/companies/${companyId}`;
export const productsPath = (companyId: string, rest = "") => `${base(companyId)}/products${rest}`;
export const categoriesPath = (companyId: string, id?: string) =>
  `${base(companyId)}/product-categories${id ? `/${id}` : ""}`;
export const priceListsPath = (companyId: string, rest = "") => `${base(companyId)}/price-lists${rest}`;
export const priceCheckPath = (companyId: string) => `${base(companyId)}/price-check`;
export const servicesPath = (companyId: string, id?: string) =>
  `${base(companyId)}/company-services${id ? `/${id}` : ""}`;

/** The web app's addresses of the product screens. */
export const productRoutes = {
  list: "/list/products",
  detail: (id: string) => `/list/products/${id}`,
  categories: "/settings/product-categories",
  priceLists: "/list/price-lists",
  priceList: (id: string) => `/list/price-lists/${id}`,
  services: "/settings/company-services",
};
