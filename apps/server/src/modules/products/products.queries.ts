import type { productQuerySchema } from "@app/contract";
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import {
  companyCounters,
  companyServices,
  orderLines,
  priceListItems,
  productCategories,
  products,
  unitProducts,
  users,
} from "../../db/schema";
import { likeText } from "../../db/sql";

type Filter = z.output<typeof productQuerySchema>;

/** The products of a company (issue 46, docs/products.md). */

const parents = alias(productCategories, "parent_categories");

const columns = {
  id: products.id,
  number: products.number,
  name: products.name,
  description: products.description,
  type: products.type,
  unitCode: products.unitCode,
  categoryId: productCategories.id,
  categoryName: productCategories.name,
  parentCategoryId: parents.id,
  parentCategoryName: parents.name,
  vatRate: products.vatRate,
  purchasePriceOre: products.purchasePriceOre,
  salesPriceOre: products.salesPriceOre,
  active: products.active,
  durationMinutes: products.durationMinutes,
  distributionType: products.distributionType,
  weightGrams: products.weightGrams,
  plantType: products.plantType,
  options: products.options,
  beastPricing: products.beastPricing,
  species: products.species,
  version: products.version,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const selectProducts = (tx: Tx) =>
  tx
    .select(columns)
    .from(products)
    .leftJoin(
      productCategories,
      and(eq(productCategories.companyId, products.companyId), eq(productCategories.id, products.categoryId)),
    )
    .leftJoin(
      parents,
      and(eq(parents.companyId, productCategories.companyId), eq(parents.id, productCategories.parentId)),
    );

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

const whereProduct = (companyId: string, id: string) => and(eq(products.companyId, companyId), eq(products.id, id));

/**
 * The company's products whose number or name contains the text: through the owner's view
 * product_search_terms (migration 0058), which applies the company scope itself, so the trigram
 * indexes answer a rare term and the list's name order is walked for a common one (as customers').
 */
export function productMatches(companyId: string, text: string): SQL {
  return inArray(
    products.id,
    sql`(select product_id from product_search_terms where company_id = ${companyId} and term ilike ${likeText(text)})`,
  );
}

const order = {
  name: [sql`lower("products"."name")`, asc(products.id)],
  number: [sql`length("products"."number")`, asc(products.number), asc(products.id)],
  created: [desc(products.createdAt), desc(products.id)],
} as const;

/** A page of the company's products with the list's filters; a category's filter takes its subcategories too. */
export async function listProducts(tx: Tx, companyId: string, filter: Filter) {
  const conditions: (SQL | undefined)[] = [
    eq(products.companyId, companyId),
    filter.active === "all" ? undefined : eq(products.active, filter.active === "true"),
    filter.q ? productMatches(companyId, filter.q) : undefined,
    filter.type ? eq(products.type, filter.type) : undefined,
    filter.categoryId ? or(eq(productCategories.id, filter.categoryId), eq(parents.id, filter.categoryId)) : undefined,
  ];
  return selectProducts(tx)
    .where(and(...conditions))
    .orderBy(...order[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findProduct(tx: Tx, companyId: string, id: string) {
  const [row] = await selectProducts(tx).where(whereProduct(companyId, id));
  return row ?? null;
}

/** The product holding a number (another than exceptId), if any. */
export async function numberHolder(tx: Tx, companyId: string, number: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.number, number),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * The company's next product number, in one atomic statement on its counter row (company_counters,
 * name 'product'): the row stays locked until the transaction ends, so concurrent creates wait
 * for each other and never draw the same number.
 */
export async function nextProductNumber(tx: Tx, companyId: string) {
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, name: "product", value: 1 })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`${companyCounters.value} + 1` },
    })
    .returning({ value: companyCounters.value });
  if (!row) throw new Error("counter not updated");
  return row.value;
}

/** A number typed by hand moves the counter past it, so the sequence continues after it. */
export async function raiseProductCounter(tx: Tx, companyId: string, atLeast: number) {
  await tx
    .insert(companyCounters)
    .values({ companyId, name: "product", value: atLeast })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.name],
      set: { value: sql`greatest(${companyCounters.value}, ${atLeast})` },
    });
}

/** Stores a product; null when its number is taken (the unique index decides). */
export async function insertProduct(tx: Tx, values: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(values).onConflictDoNothing().returning({ id: products.id });
  return row?.id ?? null;
}

/** Changes the product if it is still at `version` (one statement: of concurrent saves one passes). */
export async function updateProduct(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof products>,
) {
  const rows = await tx
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(whereProduct(companyId, id), eq(products.version, version)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** What refers to a product: price list items, company services, order lines (unit products when linked: not yet). */
export async function productLinks(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({
      priceLists: sql<number>`(select count(*) from ${priceListItems} i where i.company_id = ${companyId} and i.product_id = ${id})::int`,
      companyServices: sql<number>`(select count(*) from ${companyServices} s where s.company_id = ${companyId} and s.product_id = ${id})::int`,
      orderLines: sql<number>`(select count(*) from ${orderLines} l where l.company_id = ${companyId} and l.product_id = ${id})::int`,
      unitProducts: sql<number>`(select count(*) from ${unitProducts} u where u.company_id = ${companyId} and u.product_id = ${id})::int`,
    })
    .from(products)
    .where(whereProduct(companyId, id));
  return {
    priceLists: row?.priceLists ?? 0,
    companyServices: row?.companyServices ?? 0,
    orderLines: row?.orderLines ?? 0,
    unitProducts: row?.unitProducts ?? 0,
  };
}

export async function deleteProduct(tx: Tx, companyId: string, id: string) {
  await tx.delete(products).where(whereProduct(companyId, id));
}

/** The language of the member reading an export (null: the default). */
export async function readerLanguage(tx: Tx, userId: string) {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
