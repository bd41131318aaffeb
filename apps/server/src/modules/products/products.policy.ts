import type { ProductDeleteResult } from "@app/contract";

/*
 * Named rules of products (issue 46, docs/products.md). The routes' guards hold the rest: members
 * (not guests) read products, categories, price lists and the price check; Products writes products,
 * ProductCategories the categories, PriceLists the lists; CompanyServices writes the company's
 * services, which every member (guests too: portal members) reads.
 */

type Links = { priceLists: number; companyServices: number; unitProducts?: number; orderLines?: number };

/**
 * A product something refers to is made inactive instead of deleted, so what refers to it keeps
 * its meaning: a price list's item, a company service, an order line, (later) a unit's product.
 */
export function deactivatedInsteadOfDeleted(links: Links): ProductDeleteResult["reasons"] {
  return [
    ...(links.priceLists > 0 ? ["priceLists" as const] : []),
    ...(links.companyServices > 0 ? ["companyServices" as const] : []),
    ...((links.unitProducts ?? 0) > 0 ? ["unitProducts" as const] : []),
    ...((links.orderLines ?? 0) > 0 ? ["orderLines" as const] : []),
  ];
}

/** Only a service product is offered as a company service. */
export const offerable = (product: { type: string }) => product.type === "service";
