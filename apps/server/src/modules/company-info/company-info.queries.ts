import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyFiles } from "../../db/schema";

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

/** Which of the company's logos are stored: the kinds LOGO and PDF_LOGO of its company files. */
export async function findLogoKinds(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ kind: companyFiles.kind })
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), inArray(companyFiles.kind, ["LOGO", "PDF_LOGO"])));
  return new Set(rows.map((row) => row.kind));
}
