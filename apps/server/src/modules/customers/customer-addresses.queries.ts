import type { AddressKind } from "@app/contract";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { customerAddresses } from "../../db/schema";

/** A customer's addresses (issue 45). */

const addressColumns = {
  id: customerAddresses.id,
  customerId: customerAddresses.customerId,
  kind: customerAddresses.kind,
  isDefault: customerAddresses.isDefault,
  street: customerAddresses.street,
  postcode: customerAddresses.postcode,
  city: customerAddresses.city,
  country: customerAddresses.country,
  createdAt: customerAddresses.createdAt,
};

const whereAddress = (companyId: string, customerId: string, id: string) =>
  and(
    eq(customerAddresses.companyId, companyId),
    eq(customerAddresses.customerId, customerId),
    eq(customerAddresses.id, id),
  );

const kindOrder = sql`array_position(array['visiting', 'postal', 'invoice', 'delivery'], ${customerAddresses.kind})`;

/** A customer's addresses by kind (visiting, postal, invoice, delivery), the default of each first. */
export async function listAddresses(tx: Tx, companyId: string, customerId: string) {
  return tx
    .select(addressColumns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.customerId, customerId)))
    .orderBy(kindOrder, desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

export async function findAddress(tx: Tx, companyId: string, customerId: string, id: string) {
  const [row] = await tx
    .select(addressColumns)
    .from(customerAddresses)
    .where(whereAddress(companyId, customerId, id));
  return row ?? null;
}

/** The customer's oldest address of the kind (another than exceptId), if any. */
export async function firstAddressOfKind(
  tx: Tx,
  companyId: string,
  customerId: string,
  kind: AddressKind,
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: customerAddresses.id, isDefault: customerAddresses.isDefault })
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.companyId, companyId),
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.kind, kind),
        exceptId ? ne(customerAddresses.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt), asc(customerAddresses.id))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(tx: Tx, values: typeof customerAddresses.$inferInsert) {
  const [row] = await tx.insert(customerAddresses).values(values).returning({ id: customerAddresses.id });
  if (!row) throw new Error("address not stored");
  return row.id;
}

export async function updateAddress(
  tx: Tx,
  companyId: string,
  customerId: string,
  id: string,
  values: PgUpdateSetSource<typeof customerAddresses>,
) {
  await tx
    .update(customerAddresses)
    .set(values)
    .where(whereAddress(companyId, customerId, id));
}

/** The customer has no default address of the kind any more (before another becomes it). */
export async function clearDefaultAddress(tx: Tx, companyId: string, customerId: string, kind: AddressKind) {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.companyId, companyId),
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.kind, kind),
        eq(customerAddresses.isDefault, true),
      ),
    );
}

export async function deleteAddress(tx: Tx, companyId: string, customerId: string, id: string) {
  await tx.delete(customerAddresses).where(whereAddress(companyId, customerId, id));
}
