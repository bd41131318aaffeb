import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { productCategories, products } from "../../db/schema";

/** What the product import compares its lines with (issue 46): the company's numbers and categories. */

/** The company's products (inactive ones too) holding any of the numbers, with the name to show. */
export async function numberHolders(tx: Tx, companyId: string, numbers: string[]) {
  if (numbers.length === 0) return [];
  return tx
    .select({ number: products.number, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.number, numbers)));
}

/** The company's categories by name (names are unique in the company, letter case aside). */
export async function categoriesByName(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(eq(productCategories.companyId, companyId));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** The company's products (inactive ones too) of the numbers, for a price list's import. */
export async function productsByNumber(tx: Tx, companyId: string, numbers: string[]) {
  if (numbers.length === 0) return [];
  return tx
    .select({ id: products.id, number: products.number, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.number, numbers)));
}
