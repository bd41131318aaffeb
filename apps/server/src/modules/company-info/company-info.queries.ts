import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";

export async function findCompany(tx: Tx, companyId: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateCompany(
  tx: Tx,
  companyId: string,
  values: Partial<Omit<typeof companies.$inferInsert, "id">>,
) {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}
