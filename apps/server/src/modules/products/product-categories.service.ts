import {
  ErrorCode,
  type ProductCategory,
  type productCategoryCreateSchema,
  type productCategoryUpdateSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, invalid, isUniqueViolation, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./product-categories.queries";

type Create = z.output<typeof productCategoryCreateSchema>;
type Update = z.output<typeof productCategoryUpdateSchema>;

/** Product categories (issue 46): two levels, names unique in the company (letter case aside). */

const toCategory = (row: NonNullable<Awaited<ReturnType<typeof q.findCategory>>>): ProductCategory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listCategories(tx: Tx, tenant: Tenant) {
  return (await q.listCategories(tx, tenant.companyId)).map(toCategory);
}

export async function getCategory(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findCategory(tx, tenant.companyId, id);
  if (!row) throw notFound("Product category");
  return toCategory(row);
}

const nameTaken = (name: string) => conflict(ErrorCode.Conflict, `A product category named ${name} exists.`, "name");

/** A parent is a top-level category of the company: the tree is two levels deep. */
async function checkParent(tx: Tx, companyId: string, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  if (parentId === selfId) throw invalid("parentId", "A category is not its own parent.");
  const parent = await q.findCategory(tx, companyId, parentId);
  if (!parent) throw notFound("Product category");
  if (parent.parentId) throw invalid("parentId", "Categories are two levels deep: the parent is a top-level category.");
}

export async function createCategory(tx: Tx, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  await checkParent(tx, companyId, input.parentId);
  if (await q.categoryNamed(tx, companyId, input.name)) throw nameTaken(input.name);
  const position = input.position ?? (await q.nextPosition(tx, companyId, input.parentId));
  const id = await q.insertCategory(tx, { companyId, name: input.name, parentId: input.parentId, position });
  if (!id) throw nameTaken(input.name);
  return getCategory(tx, tenant, id);
}

export async function updateCategory(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const { companyId } = tenant;
  const current = await getCategory(tx, tenant, id);
  if (input.parentId) {
    await checkParent(tx, companyId, input.parentId, id);
    if (input.parentId !== current.parentId && (await q.childCount(tx, companyId, id)) > 0) {
      throw invalid("parentId", "A category with subcategories stays top-level.");
    }
  }
  if (input.name !== undefined && (await q.categoryNamed(tx, companyId, input.name, id))) throw nameTaken(input.name);
  if (Object.keys(input).length > 0) {
    await q.updateCategory(tx, companyId, id, input).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken(input.name ?? current.name);
      throw error;
    });
  }
  return getCategory(tx, tenant, id);
}

/**
 * Deletes a category: its products are left without one and the price lists' discounts of it go.
 * A category with subcategories is refused (409 naming how many): move or delete them first.
 */
export async function deleteCategory(tx: Tx, tenant: Tenant, id: string) {
  await getCategory(tx, tenant, id);
  const children = await q.childCount(tx, tenant.companyId, id);
  if (children > 0) {
    throw conflict(ErrorCode.Conflict, `The category has ${children} subcategories: move or delete them first.`);
  }
  await q.deleteCategory(tx, tenant.companyId, id);
}
