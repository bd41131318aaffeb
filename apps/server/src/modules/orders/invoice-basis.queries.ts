import type { InvoiceBasisDateBy } from "@app/contract";
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { invoiceExportOrders, invoiceExports, orderLines, orders, publications, users } from "../../db/schema";
import { type Viewer, visibleTo } from "../publications/publications.policy";

/*
 * The invoice basis's reads and writes (docs/orders.md, "Invoice basis"): the reported orders of a
 * period or a pick, the export's one conditional UPDATE that marks them invoiced, the exports and
 * their undo.
 */

/** The company's day an order's state last changed (its time zone): the reported day of a reported order. */
const reportedOn = sql<
  string | null
>`(select (${orders.statusChangedAt} at time zone c.time_zone)::date::text from companies c where c.id = ${orders.companyId})`;

export interface BasisFilter {
  dateBy: InvoiceBasisDateBy;
  from?: string;
  to?: string;
}

function inPeriod(filter: BasisFilter): SQL | undefined {
  const day: SQL = filter.dateBy === "orderDate" ? sql`${orders.orderDate}` : sql`(${reportedOn})::date`;
  return and(
    filter.from ? gte(day, sql`${filter.from}::date`) : undefined,
    filter.to ? lte(day, sql`${filter.to}::date`) : undefined,
  );
}

const orderColumns = {
  id: orders.publicationId,
  number: orders.number,
  name: publications.name,
  status: orders.status,
  customerId: orders.customerId,
  orderDate: orders.orderDate,
  reportedOn,
  deliveryAddress: orders.deliveryAddress,
  statusChangedAt: orders.statusChangedAt,
  statusChangedBy: orders.statusChangedBy,
};

/** The reported orders the viewer sees in the period (or among `ids`), oldest order date first; at most `limit`. */
export async function reportedOrders(tx: Tx, companyId: string, viewer: Viewer, filter: BasisFilter, limit: number) {
  return tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(publications, eq(publications.id, orders.publicationId))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(publications.companyId, companyId),
        eq(orders.status, "reported"),
        inPeriod(filter),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(orders.orderDate), asc(orders.number))
    .limit(limit);
}

/** The orders among `ids` the viewer sees, in any state, by number. */
export async function ordersAmong(tx: Tx, companyId: string, viewer: Viewer, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(publications, eq(publications.id, orders.publicationId))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(publications.companyId, companyId),
        inArray(orders.publicationId, [...ids]),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(orders.number));
}
export type BasisOrderRow = Awaited<ReturnType<typeof ordersAmong>>[number];

/** The lines of the orders, by order and position. */
export async function linesOfOrders(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.publicationId, [...ids])))
    .orderBy(asc(orderLines.publicationId), asc(orderLines.position), asc(orderLines.id));
}

/**
 * Marks the reported orders among `ids` invoiced in one conditional UPDATE (`WHERE status =
 * 'reported'`): of two exports of the same orders at once, the second waits for the first's commit
 * and then finds them invoiced, so each order is exported once. Answers the ids it moved.
 */
export async function markInvoiced(tx: Tx, companyId: string, ids: readonly string[], userId: string) {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(orders)
    .set({
      status: "invoiced",
      statusChangedAt: sql`now()`,
      statusChangedBy: userId,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.companyId, companyId), inArray(orders.publicationId, [...ids]), eq(orders.status, "reported")))
    .returning({ id: orders.publicationId });
  return rows.map((row) => row.id);
}

/** The orders' state now (for what an export left out). */
export async function statesOf(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: orders.publicationId, number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.publicationId, [...ids])))
    .orderBy(asc(orders.number));
}

// ---- exports ----

export async function insertExport(
  tx: Tx,
  values: typeof invoiceExports.$inferInsert,
  batch: readonly { orderId: string; reportedAt: Date | null; reportedBy: string | null }[],
) {
  const [row] = await tx.insert(invoiceExports).values(values).returning({ id: invoiceExports.id });
  if (!row) throw new Error("export not inserted");
  await tx
    .insert(invoiceExportOrders)
    .values(batch.map((order) => ({ ...order, exportId: row.id, companyId: values.companyId })));
  return row.id;
}

const nameOf = (column: SQL) => sql<string | null>`(select u.name from ${users} u where u.id = ${column})`;

const exportColumns = {
  id: invoiceExports.id,
  createdAt: invoiceExports.createdAt,
  createdBy: invoiceExports.createdBy,
  createdByName: nameOf(sql`${invoiceExports.createdBy}`),
  issuedOn: invoiceExports.issuedOn,
  selection: invoiceExports.selection,
  orderCount: invoiceExports.orderCount,
  netOre: invoiceExports.netOre,
  vatOre: invoiceExports.vatOre,
  grossOre: invoiceExports.grossOre,
  undoneAt: invoiceExports.undoneAt,
  undoneBy: invoiceExports.undoneBy,
  undoneByName: nameOf(sql`${invoiceExports.undoneBy}`),
};
export type ExportRow = Awaited<ReturnType<typeof findExport>> & {};

/** The company's exports, newest first. */
export async function listExports(tx: Tx, companyId: string, limit: number, offset: number) {
  return tx
    .select(exportColumns)
    .from(invoiceExports)
    .where(eq(invoiceExports.companyId, companyId))
    .orderBy(desc(invoiceExports.createdAt), desc(invoiceExports.id))
    .limit(limit)
    .offset(offset);
}

export async function findExport(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(exportColumns)
    .from(invoiceExports)
    .where(and(eq(invoiceExports.companyId, companyId), eq(invoiceExports.id, id)));
  return row ?? null;
}

/** The orders of the exports (id and number), by number. */
export async function ordersOfExports(tx: Tx, companyId: string, exportIds: readonly string[]) {
  if (exportIds.length === 0) return [];
  return tx
    .select({
      exportId: invoiceExportOrders.exportId,
      id: orders.publicationId,
      number: orders.number,
      reportedOn: sql<
        string | null
      >`(select (${invoiceExportOrders.reportedAt} at time zone c.time_zone)::date::text from companies c where c.id = ${invoiceExportOrders.companyId})`,
    })
    .from(invoiceExportOrders)
    .innerJoin(
      orders,
      and(eq(orders.companyId, invoiceExportOrders.companyId), eq(orders.publicationId, invoiceExportOrders.orderId)),
    )
    .where(and(eq(invoiceExportOrders.companyId, companyId), inArray(invoiceExportOrders.exportId, [...exportIds])))
    .orderBy(asc(orders.number));
}

/** Marks the export undone, once: answers false when it was undone already (by someone else meanwhile). */
export async function markUndone(tx: Tx, companyId: string, id: string, userId: string) {
  const rows = await tx
    .update(invoiceExports)
    .set({ undoneAt: sql`now()`, undoneBy: userId })
    .where(and(eq(invoiceExports.companyId, companyId), eq(invoiceExports.id, id), isNull(invoiceExports.undoneAt)))
    .returning({ id: invoiceExports.id });
  return rows.length > 0;
}

/**
 * Puts the export's orders that are still invoiced back to reported in one conditional UPDATE, with
 * the reported time and reporter they had when the export took them.
 */
export async function backToReported(tx: Tx, companyId: string, exportId: string) {
  const rows = await tx
    .update(orders)
    .set({
      status: "reported",
      statusChangedAt: sql`${invoiceExportOrders.reportedAt}`,
      statusChangedBy: sql`${invoiceExportOrders.reportedBy}`,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .from(invoiceExportOrders)
    .where(
      and(
        eq(invoiceExportOrders.companyId, companyId),
        eq(invoiceExportOrders.exportId, exportId),
        eq(orders.companyId, companyId),
        eq(orders.publicationId, invoiceExportOrders.orderId),
        eq(orders.status, "invoiced"),
      ),
    )
    .returning({ id: orders.publicationId });
  return rows.map((row) => row.id);
}

/** The reader's language, for the files' headings. */
export async function readerLanguage(tx: Tx, userId: string) {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
