import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { productCategories } from "../../db/schema";

/** The company's product categories (issue 46): a tree two levels deep. */

const columns = {
  id: productCategories.id,
  name: productCategories.name,
  parentId: productCategories.parentId,
  position: productCategories.position,
  productCount: sql<number>`(select count(*) from products p
    where p.company_id = "product_categories"."company_id" and p.category_id = "product_categories"."id")::int`,
  createdAt: productCategories.createdAt,
};

const whereCategory = (companyId: string, id: string) =>
  and(eq(productCategories.companyId, companyId), eq(productCategories.id, id));

/** Top-level categories in order, each followed by its subcategories in order. */
export async function listCategories(tx: Tx, companyId: string) {
  return tx
    .select(columns)
    .from(productCategories)
    .where(eq(productCategories.companyId, companyId))
    .orderBy(
      sql`coalesce((select p.position from product_categories p where p.id = "product_categories"."parent_id"), "product_categories"."position")`,
      sql`coalesce((select lower(p.name) from product_categories p where p.id = "product_categories"."parent_id"), lower("product_categories"."name"))`,
      sql`"product_categories"."parent_id" is not null`,
      asc(productCategories.position),
      sql`lower(${productCategories.name})`,
      asc(productCategories.id),
    );
}

export async function findCategory(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select(columns).from(productCategories).where(whereCategory(companyId, id));
  return row ?? null;
}

/** The category with this name (letter case aside), another than exceptId. */
export async function categoryNamed(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.companyId, companyId),
        sql`lower(${productCategories.name}) = lower(${name})`,
        exceptId ? ne(productCategories.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
}

/** How many subcategories a category has, and the next position among a parent's children (null: top level). */
export async function childCount(tx: Tx, companyId: string, parentId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(productCategories)
    .where(and(eq(productCategories.companyId, companyId), eq(productCategories.parentId, parentId)));
  return row?.count ?? 0;
}

export async function nextPosition(tx: Tx, companyId: string, parentId: string | null) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${productCategories.position}) + 1, 0)::int` })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.companyId, companyId),
        parentId ? eq(productCategories.parentId, parentId) : sql`${productCategories.parentId} is null`,
      ),
    );
  return row?.next ?? 0;
}

/** Stores a category; null when its name is taken (the unique index decides). */
export async function insertCategory(tx: Tx, values: typeof productCategories.$inferInsert) {
  const [row] = await tx
    .insert(productCategories)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: productCategories.id });
  return row?.id ?? null;
}

export async function updateCategory(
  tx: Tx,
  companyId: string,
  id: string,
  values: PgUpdateSetSource<typeof productCategories>,
) {
  await tx.update(productCategories).set(values).where(whereCategory(companyId, id));
}

/** Deletes a category (without subcategories): its products are left without one, its list discounts go (the keys say so). */
export async function deleteCategory(tx: Tx, companyId: string, id: string) {
  await tx.delete(productCategories).where(whereCategory(companyId, id));
}
