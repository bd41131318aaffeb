import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companyFiles, orderReports, orders, publicationFiles } from "../../db/schema";

export type ReportRow = typeof orderReports.$inferSelect;
export type ReportValues = Pick<
  typeof orderReports.$inferInsert,
  | "delivered"
  | "extraLines"
  | "timeMinutes"
  | "photoFileIds"
  | "note"
  | "signature"
  | "signerName"
  | "signedAt"
  | "language"
  | "updatedBy"
>;

const reportOf = (companyId: string, orderId: string) =>
  and(eq(orderReports.companyId, companyId), eq(orderReports.orderId, orderId));

export async function findReport(tx: Tx, companyId: string, orderId: string) {
  const [row] = await tx.select().from(orderReports).where(reportOf(companyId, orderId));
  return row ?? null;
}

/**
 * The order's status with its row locked: shared by a report's save, exclusive by the report
 * transition's check, so an order is never reported with a report changing under the check.
 */
export async function lockOrderStatus(tx: Tx, companyId: string, orderId: string, mode: "share" | "update") {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.publicationId, orderId)))
    .for(mode === "share" ? "share" : "update");
  return row?.status ?? null;
}

/**
 * Saves the report: the first save inserts it (a concurrent first save makes this answer null),
 * a later one updates it when its version is the one read (or no version was sent).
 */
export async function saveReport(
  tx: Tx,
  companyId: string,
  orderId: string,
  version: number | undefined,
  values: ReportValues,
) {
  const existing = await findReport(tx, companyId, orderId);
  if (!existing) {
    if (version !== undefined && version !== 0) return null;
    const [row] = await tx
      .insert(orderReports)
      .values({ ...values, companyId, orderId })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await tx
    .update(orderReports)
    .set({ ...values, version: sql`${orderReports.version} + 1`, updatedAt: sql`now()` })
    .where(and(reportOf(companyId, orderId), version === undefined ? undefined : eq(orderReports.version, version)))
    .returning();
  return row ?? null;
}

/** The completely uploaded files of the order among these ids. */
export function orderFiles(tx: Tx, companyId: string, orderId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: publicationFiles.id,
      uploadName: publicationFiles.uploadName,
      contentType: publicationFiles.contentType,
      size: publicationFiles.size,
      storageKey: publicationFiles.storageKey,
    })
    .from(publicationFiles)
    .where(
      and(
        eq(publicationFiles.companyId, companyId),
        eq(publicationFiles.publicationId, orderId),
        eq(publicationFiles.uploadStatus, "COMPLETE"),
        inArray(publicationFiles.id, [...ids]),
      ),
    );
}

/** The storage key of the company's PDF logo, or null. */
export async function pdfLogoKey(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ storageKey: companyFiles.storageKey, contentType: companyFiles.contentType })
    .from(companyFiles)
    .where(and(eq(companyFiles.companyId, companyId), eq(companyFiles.kind, "PDF_LOGO")));
  return row ?? null;
}

/** Keeps a mailed order report among the order's files. */
export async function insertOrderFile(tx: Tx, values: typeof publicationFiles.$inferInsert) {
  const [row] = await tx.insert(publicationFiles).values(values).returning();
  if (!row) throw new Error("The order report's file was not stored.");
  return row;
}
