import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories } from "../../db/schema";

const columns = { id: categories.id, name: categories.name, color: categories.color };
const where = (companyId: string, type: string, id?: string) =>
  and(eq(categories.companyId, companyId), eq(categories.type, type), id ? eq(categories.id, id) : undefined);

export async function listCategories(tx: Tx, companyId: string, type: string, page: { limit: number; offset: number }) {
  return tx
    .select(columns)
    .from(categories)
    .where(where(companyId, type))
    .orderBy(asc(categories.name), asc(categories.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findCategory(tx: Tx, companyId: string, type: string, id: string) {
  const [row] = await tx
    .select(columns)
    .from(categories)
    .where(where(companyId, type, id));
  return row ?? null;
}

export async function insertCategory(tx: Tx, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning(columns);
  if (!row) throw new Error("category not stored");
  return row;
}

export async function updateCategory(
  tx: Tx,
  companyId: string,
  type: string,
  id: string,
  values: { name: string; color: number },
) {
  const [row] = await tx
    .update(categories)
    .set(values)
    .where(where(companyId, type, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteCategory(tx: Tx, companyId: string, type: string, id: string) {
  const rows = await tx
    .delete(categories)
    .where(where(companyId, type, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function countCategories(tx: Tx, companyId: string, type: string) {
  const [row] = await tx.select({ n: count() }).from(categories).where(where(companyId, type));
  return row?.n ?? 0;
}

/** Whether another entry of the list already has this name (letter case aside). */
export async function nameTaken(tx: Tx, companyId: string, type: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        where(companyId, type),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
