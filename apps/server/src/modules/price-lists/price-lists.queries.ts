import type { PriceListCandidate, priceListItemQuerySchema, priceListQuerySchema } from "@app/contract";
import { and, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import {
  customerStatuses,
  customers,
  priceListCategoryDiscounts,
  priceListItems,
  priceLists,
  productCategories,
  products,
} from "../../db/schema";
import { companyToday, likeText } from "../../db/sql";

type Filter = z.output<typeof priceListQuerySchema>;
type ItemFilter = z.output<typeof priceListItemQuerySchema>;

/** Price lists, their items and category discounts (issue 46, docs/products.md). */

const columns = {
  id: priceLists.id,
  name: priceLists.name,
  description: priceLists.description,
  validFrom: priceLists.validFrom,
  validTo: priceLists.validTo,
  customerId: customers.id,
  customerName: customers.name,
  customerStatusId: customerStatuses.id,
  customerStatusName: customerStatuses.name,
  isDefault: priceLists.isDefault,
  itemCount: sql<number>`(select count(*) from price_list_items i where i.price_list_id = "price_lists"."id")::int`,
  version: priceLists.version,
  createdAt: priceLists.createdAt,
  updatedAt: priceLists.updatedAt,
};

const selectLists = (tx: Tx) =>
  tx
    .select(columns)
    .from(priceLists)
    .leftJoin(customers, and(eq(customers.companyId, priceLists.companyId), eq(customers.id, priceLists.customerId)))
    .leftJoin(
      customerStatuses,
      and(eq(customerStatuses.companyId, priceLists.companyId), eq(customerStatuses.id, priceLists.customerStatusId)),
    );

export type PriceListRow = Awaited<ReturnType<typeof selectLists>>[number];

const whereList = (companyId: string, id: string) => and(eq(priceLists.companyId, companyId), eq(priceLists.id, id));

/** The company's lists: the default first, then by name. */
export async function listPriceLists(tx: Tx, companyId: string, filter: Filter) {
  const conditions: (SQL | undefined)[] = [
    eq(priceLists.companyId, companyId),
    filter.customerId ? eq(priceLists.customerId, filter.customerId) : undefined,
    filter.customerStatusId ? eq(priceLists.customerStatusId, filter.customerStatusId) : undefined,
    filter.validOn
      ? sql`(${priceLists.validFrom} is null or ${priceLists.validFrom} <= ${filter.validOn}::date)
          and (${priceLists.validTo} is null or ${filter.validOn}::date <= ${priceLists.validTo})`
      : undefined,
  ];
  return selectLists(tx)
    .where(and(...conditions))
    .orderBy(sql`${priceLists.isDefault} desc`, sql`lower(${priceLists.name})`, asc(priceLists.id));
}

export async function findPriceList(tx: Tx, companyId: string, id: string) {
  const [row] = await selectLists(tx).where(whereList(companyId, id));
  return row ?? null;
}

/** The list with this name (letter case aside), or the default, another than exceptId. */
export async function listNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.companyId, companyId),
        sql`lower(${priceLists.name}) = lower(${name})`,
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

export async function defaultList(tx: Tx, companyId: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.companyId, companyId),
        eq(priceLists.isDefault, true),
        exceptId ? ne(priceLists.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

/** Stores a list; null when a unique index refused it (its name, or a second default). */
export async function insertPriceList(tx: Tx, values: typeof priceLists.$inferInsert) {
  const [row] = await tx.insert(priceLists).values(values).onConflictDoNothing().returning({ id: priceLists.id });
  return row?.id ?? null;
}

/** Changes the list if it is still at `version`. */
export async function updatePriceList(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof priceLists>,
) {
  const rows = await tx
    .update(priceLists)
    .set({ ...values, version: sql`${priceLists.version} + 1`, updatedAt: sql`now()` })
    .where(and(whereList(companyId, id), eq(priceLists.version, version)))
    .returning({ id: priceLists.id });
  return rows.length > 0;
}

/** A change of the list's items or discounts is a change of the list: its version moves. */
export async function touchPriceList(tx: Tx, companyId: string, id: string) {
  await tx
    .update(priceLists)
    .set({ version: sql`${priceLists.version} + 1`, updatedAt: sql`now()` })
    .where(whereList(companyId, id));
}

/** Deletes a list with its items and discounts (the keys say so). */
export async function deletePriceList(tx: Tx, companyId: string, id: string) {
  await tx.delete(priceLists).where(whereList(companyId, id));
}

// ---- items ----

const itemColumns = {
  id: priceListItems.id,
  priceListId: priceListItems.priceListId,
  product: {
    id: products.id,
    number: products.number,
    name: products.name,
    unitCode: products.unitCode,
    salesPriceOre: products.salesPriceOre,
    active: products.active,
  },
  priceOre: priceListItems.priceOre,
  breaks: priceListItems.breaks,
  updatedAt: priceListItems.updatedAt,
};

const selectItems = (tx: Tx) =>
  tx
    .select(itemColumns)
    .from(priceListItems)
    .innerJoin(
      products,
      and(eq(products.companyId, priceListItems.companyId), eq(products.id, priceListItems.productId)),
    );

export type PriceListItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** A page of a list's items by product name; a search in the product's number or name (the products' trigram view). */
export async function listItems(tx: Tx, companyId: string, listId: string, filter: ItemFilter) {
  return selectItems(tx)
    .where(
      and(
        eq(priceListItems.companyId, companyId),
        eq(priceListItems.priceListId, listId),
        filter.q
          ? inArray(
              products.id,
              sql`(select product_id from product_search_terms where company_id = ${companyId} and term ilike ${likeText(filter.q)})`,
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findItem(tx: Tx, companyId: string, listId: string, productId: string) {
  const [row] = await selectItems(tx).where(
    and(
      eq(priceListItems.companyId, companyId),
      eq(priceListItems.priceListId, listId),
      eq(priceListItems.productId, productId),
    ),
  );
  return row ?? null;
}

/** Makes or replaces the product's price on the list (one statement). */
export async function upsertItem(tx: Tx, values: typeof priceListItems.$inferInsert) {
  await tx
    .insert(priceListItems)
    .values(values)
    .onConflictDoUpdate({
      target: [priceListItems.priceListId, priceListItems.productId],
      set: { priceOre: values.priceOre, breaks: values.breaks, updatedAt: sql`now()` },
    });
}

/** Removes the product's price from the list; false when it had none. */
export async function deleteItem(tx: Tx, companyId: string, listId: string, productId: string) {
  const rows = await tx
    .delete(priceListItems)
    .where(
      and(
        eq(priceListItems.companyId, companyId),
        eq(priceListItems.priceListId, listId),
        eq(priceListItems.productId, productId),
      ),
    )
    .returning({ id: priceListItems.id });
  return rows.length > 0;
}

// ---- category discounts ----

export async function listDiscounts(tx: Tx, companyId: string, listId: string) {
  return tx
    .select({
      category: { id: productCategories.id, name: productCategories.name },
      percent: priceListCategoryDiscounts.percent,
    })
    .from(priceListCategoryDiscounts)
    .innerJoin(
      productCategories,
      and(
        eq(productCategories.companyId, priceListCategoryDiscounts.companyId),
        eq(productCategories.id, priceListCategoryDiscounts.categoryId),
      ),
    )
    .where(and(eq(priceListCategoryDiscounts.companyId, companyId), eq(priceListCategoryDiscounts.priceListId, listId)))
    .orderBy(sql`lower(${productCategories.name})`, asc(productCategories.id));
}

/** Sets a category's discount on the list (percent as exact text: numeric(5,2)). */
export async function upsertDiscount(tx: Tx, companyId: string, listId: string, categoryId: string, percent: string) {
  await tx
    .insert(priceListCategoryDiscounts)
    .values({ companyId, priceListId: listId, categoryId, percent })
    .onConflictDoUpdate({
      target: [priceListCategoryDiscounts.priceListId, priceListCategoryDiscounts.categoryId],
      set: { percent },
    });
}

export async function deleteDiscount(tx: Tx, companyId: string, listId: string, categoryId: string) {
  const rows = await tx
    .delete(priceListCategoryDiscounts)
    .where(
      and(
        eq(priceListCategoryDiscounts.companyId, companyId),
        eq(priceListCategoryDiscounts.priceListId, listId),
        eq(priceListCategoryDiscounts.categoryId, categoryId),
      ),
    )
    .returning({ categoryId: priceListCategoryDiscounts.categoryId });
  return rows.length > 0;
}

// ---- what the price check reads ----

/** A customer of the company with its status, for the price check and a list's target. */
export async function customerWithStatus(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      statusId: customerStatuses.id,
      statusName: customerStatuses.name,
    })
    .from(customers)
    .leftJoin(customerStatuses, eq(customerStatuses.id, customers.statusId))
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row ?? null;
}

export async function statusExists(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: customerStatuses.id })
    .from(customerStatuses)
    .where(and(eq(customerStatuses.companyId, companyId), eq(customerStatuses.id, id)));
  return Boolean(row);
}

/** The company's day (its time zone), for a price check that names none. */
export async function today(tx: Tx, companyId: string) {
  const [row] = await tx.select({ day: sql<string>`${companyToday(companyId)}::text` }).from(sql`(select 1) one`);
  if (!row) throw new Error("no company day");
  return row.day;
}

/**
 * The lists that may price a product for a customer: the customer's own, its status's and the
 * default, each with its item of the product (or none) and its discounts of the given categories.
 * Validity is left to resolvePrice (the contract), which takes the day.
 */
export async function candidates(
  tx: Tx,
  companyId: string,
  productId: string,
  target: { customerId: string | null; statusId: string | null },
  categoryIds: string[],
): Promise<PriceListCandidate[]> {
  const lists = await tx
    .select({
      id: priceLists.id,
      name: priceLists.name,
      validFrom: priceLists.validFrom,
      validTo: priceLists.validTo,
      customerId: priceLists.customerId,
      customerStatusId: priceLists.customerStatusId,
      isDefault: priceLists.isDefault,
      priceOre: priceListItems.priceOre,
      breaks: priceListItems.breaks,
    })
    .from(priceLists)
    .leftJoin(
      priceListItems,
      and(eq(priceListItems.priceListId, priceLists.id), eq(priceListItems.productId, productId)),
    )
    .where(
      and(
        eq(priceLists.companyId, companyId),
        or(
          eq(priceLists.isDefault, true),
          target.customerId ? eq(priceLists.customerId, target.customerId) : undefined,
          target.statusId ? eq(priceLists.customerStatusId, target.statusId) : undefined,
        ),
      ),
    );
  const ids = lists.map((list) => list.id);
  const discounts =
    ids.length > 0 && categoryIds.length > 0
      ? await tx
          .select({
            priceListId: priceListCategoryDiscounts.priceListId,
            categoryId: priceListCategoryDiscounts.categoryId,
            percent: priceListCategoryDiscounts.percent,
          })
          .from(priceListCategoryDiscounts)
          .where(
            and(
              eq(priceListCategoryDiscounts.companyId, companyId),
              inArray(priceListCategoryDiscounts.priceListId, ids),
              inArray(priceListCategoryDiscounts.categoryId, categoryIds),
            ),
          )
      : [];
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    kind: list.customerId ? "customer" : list.customerStatusId ? "status" : "default",
    validFrom: list.validFrom,
    validTo: list.validTo,
    item: list.priceOre === null ? null : { priceOre: list.priceOre, breaks: list.breaks ?? [] },
    categoryDiscounts: discounts
      .filter((discount) => discount.priceListId === list.id)
      .map((discount) => ({ categoryId: discount.categoryId, percent: Number(discount.percent) })),
  }));
}
