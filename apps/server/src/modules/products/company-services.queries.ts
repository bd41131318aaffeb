import { and, asc, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { companyServices, companyUsers, permissions, products } from "../../db/schema";

/** The services a company offers (issue 46): service products with a public description. */

const columns = {
  id: companyServices.id,
  product: {
    id: products.id,
    number: products.number,
    name: products.name,
    unitCode: products.unitCode,
    durationMinutes: products.durationMinutes,
    salesPriceOre: products.salesPriceOre,
    vatRate: products.vatRate,
    active: products.active,
  },
  publicDescription: companyServices.publicDescription,
  published: companyServices.published,
  position: companyServices.position,
  createdAt: companyServices.createdAt,
  updatedAt: companyServices.updatedAt,
};

const selectServices = (tx: Tx) =>
  tx
    .select(columns)
    .from(companyServices)
    .innerJoin(
      products,
      and(eq(products.companyId, companyServices.companyId), eq(products.id, companyServices.productId)),
    );

export type CompanyServiceRow = Awaited<ReturnType<typeof selectServices>>[number];

const whereService = (companyId: string, id: string) =>
  and(eq(companyServices.companyId, companyId), eq(companyServices.id, id));

/** The company's services in order; `publishedOnly`: those portal members see (published, of an active product). */
export async function listServices(tx: Tx, companyId: string, publishedOnly: boolean) {
  return selectServices(tx)
    .where(
      and(
        eq(companyServices.companyId, companyId),
        publishedOnly ? and(eq(companyServices.published, true), eq(products.active, true)) : undefined,
      ),
    )
    .orderBy(asc(companyServices.position), sql`lower(${products.name})`, asc(companyServices.id));
}

export async function findService(tx: Tx, companyId: string, id: string) {
  const [row] = await selectServices(tx).where(whereService(companyId, id));
  return row ?? null;
}

export async function serviceOfProduct(tx: Tx, companyId: string, productId: string) {
  const [row] = await tx
    .select({ id: companyServices.id })
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.productId, productId)));
  return row ?? null;
}

export async function nextServicePosition(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${companyServices.position}) + 1, 0)::int` })
    .from(companyServices)
    .where(eq(companyServices.companyId, companyId));
  return row?.next ?? 0;
}

/** Stores a service; null when the product is offered already (the unique index decides). */
export async function insertService(tx: Tx, values: typeof companyServices.$inferInsert) {
  const [row] = await tx
    .insert(companyServices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companyServices.id });
  return row?.id ?? null;
}

export async function updateService(
  tx: Tx,
  companyId: string,
  id: string,
  values: PgUpdateSetSource<typeof companyServices>,
) {
  await tx
    .update(companyServices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(whereService(companyId, id));
}

export async function deleteService(tx: Tx, companyId: string, id: string) {
  await tx.delete(companyServices).where(whereService(companyId, id));
}

/** Who a portal member's request for a service is assigned to: the company's full members holding CompanyServices. */
export async function serviceRequestRecipients(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ userId: permissions.userId })
    .from(permissions)
    .innerJoin(
      companyUsers,
      and(eq(companyUsers.companyId, permissions.companyId), eq(companyUsers.userId, permissions.userId)),
    )
    .where(
      and(
        eq(permissions.companyId, companyId),
        eq(permissions.permission, "CompanyServices"),
        eq(companyUsers.type, "DEFAULT"),
      ),
    )
    .orderBy(asc(permissions.userId));
  return rows.map((row) => row.userId);
}
