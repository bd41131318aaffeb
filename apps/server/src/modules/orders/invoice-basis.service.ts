import {
  type CustomerDetail,
  DEFAULT_LANGUAGE,
  ErrorCode,
  INVOICE_BASIS_MAX,
  type InvoiceBasis,
  type InvoiceExport,
  type InvoiceExportResult,
  type InvoiceFileFormat,
  type invoiceBasisQuerySchema,
  type invoiceExportCreateSchema,
  type Language,
  type Order,
  orderTotals,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { recordExport } from "../audit/audit.service";
import { readInfo } from "../company-info/company-info.service";
import { getCustomer } from "../customers/customers.service";
import { viewerOf } from "../publications/publications.service";
import { basisFile, zipOf } from "./invoice-basis.files";
import * as q from "./invoice-basis.queries";
import { type Endpoint, type InvoiceAddress, ublInvoice } from "./invoice-basis.ubl";
import { mayChangeState } from "./orders.policy";
import { today } from "./orders.queries";
import { getOrder } from "./orders.service";

/*
 * The invoice basis (issue 47 item 7, docs/orders.md "Invoice basis"): the reported orders of a
 * period or a pick; an export marks them invoiced in one conditional UPDATE and records the batch,
 * an undo puts exactly that batch back to reported; the batch is read as CSV, XLSX or UBL.
 */

type Lines = Awaited<ReturnType<typeof q.linesOfOrders>>;

/** Each order's totals by orderTotals, from its stored lines. */
function totalsByOrder(lines: Lines) {
  const byOrder = new Map<string, Lines>();
  for (const line of lines) byOrder.set(line.publicationId, [...(byOrder.get(line.publicationId) ?? []), line]);
  return new Map(
    [...byOrder].map(([id, rows]) => [
      id,
      {
        count: rows.length,
        ...orderTotals(
          rows.map((row) => ({
            unitPriceOre: row.unitPriceOre,
            quantity: Number(row.quantity),
            discountPercent: Number(row.discountPercent),
            vatRate: row.vatRate,
          })),
        ),
      },
    ]),
  );
}

const noTotals = { count: 0, netOre: 0, vatOre: 0, grossOre: 0, vat: [] };

/** The sums of several orders: each order's VAT as orderTotals computes it, added up. */
function sumsOf(ids: readonly string[], totals: ReturnType<typeof totalsByOrder>) {
  return ids.reduce(
    (sum, id) => {
      const t = totals.get(id) ?? noTotals;
      return {
        count: sum.count + 1,
        netOre: sum.netOre + t.netOre,
        vatOre: sum.vatOre + t.vatOre,
        grossOre: sum.grossOre + t.grossOre,
      };
    },
    { count: 0, netOre: 0, vatOre: 0, grossOre: 0 },
  );
}

async function customerRefsOf(tx: Tx, key: Buffer, tenant: Tenant, ids: readonly string[]) {
  const customers = new Map<string, CustomerDetail>();
  for (const id of new Set(ids)) customers.set(id, await getCustomer(tx, key, tenant, id));
  return customers;
}

/** GET: the reported orders of the period (at most INVOICE_BASIS_MAX), with their sums. */
export async function invoiceBasis(
  tx: Tx,
  key: Buffer,
  tenant: Tenant,
  query: z.output<typeof invoiceBasisQuerySchema>,
): Promise<InvoiceBasis> {
  mayChangeState(tenant, "invoice");
  const rows = await q.reportedOrders(tx, tenant.companyId, viewerOf(tenant), query, INVOICE_BASIS_MAX + 1);
  const shown = rows.slice(0, INVOICE_BASIS_MAX);
  const ids = shown.map((row) => row.id);
  const totals = totalsByOrder(await q.linesOfOrders(tx, tenant.companyId, ids));
  const customers = await customerRefsOf(
    tx,
    key,
    tenant,
    shown.map((row) => row.customerId),
  );
  return {
    orders: shown.map((row) => {
      const t = totals.get(row.id) ?? noTotals;
      const customer = customers.get(row.customerId);
      return {
        id: row.id,
        number: row.number,
        name: row.name,
        customer: { id: row.customerId, number: customer?.number ?? "", name: customer?.name ?? "" },
        orderDate: row.orderDate,
        reportedOn: row.reportedOn,
        lineCount: t.count,
        netOre: t.netOre,
        vatOre: t.vatOre,
        grossOre: t.grossOre,
      };
    }),
    totals: sumsOf(ids, totals),
    truncated: rows.length > INVOICE_BASIS_MAX,
  };
}

function toExport(row: q.ExportRow, orders: readonly { id: string; number: number }[]): InvoiceExport {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? "" } : null,
    issuedOn: row.issuedOn,
    selection: row.selection,
    orders: orders.map(({ id, number }) => ({ id, number })),
    sums: { count: row.orderCount, netOre: row.netOre, vatOre: row.vatOre, grossOre: row.grossOre },
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneBy ? { id: row.undoneBy, name: row.undoneByName ?? "" } : null,
  };
}

async function readExport(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findExport(tx, tenant.companyId, id);
  if (!row) throw notFound("Export");
  return toExport(row, await q.ordersOfExports(tx, tenant.companyId, [id]));
}

/** The latest exports, newest first. */
export async function listExports(tx: Tx, tenant: Tenant, page: { limit: number; offset: number }) {
  mayChangeState(tenant, "invoice");
  const rows = await q.listExports(tx, tenant.companyId, page.limit, page.offset);
  const orders = await q.ordersOfExports(
    tx,
    tenant.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toExport(
      row,
      orders.filter((order) => order.exportId === row.id),
    ),
  );
}

/**
 * POST: the reported orders picked or of the period are marked invoiced in one conditional UPDATE
 * and recorded as one export (with their reported time, for an undo). An order no longer reported
 * (invoiced by someone else meanwhile) is answered in `skipped`, never exported twice; none left:
 * 409 with them.
 */
export async function createExport(
  tx: Tx,
  tenant: Tenant,
  input: z.output<typeof invoiceExportCreateSchema>,
): Promise<InvoiceExportResult> {
  mayChangeState(tenant, "invoice");
  const viewer = viewerOf(tenant);
  const picked = input.orderIds !== undefined;
  let candidates: q.BasisOrderRow[];
  if (input.orderIds) {
    const ids = [...new Set(input.orderIds)];
    candidates = await q.ordersAmong(tx, tenant.companyId, viewer, ids);
    if (candidates.length !== ids.length) throw invalid("orderIds", "Unknown order.");
  } else {
    candidates = await q.reportedOrders(tx, tenant.companyId, viewer, input, INVOICE_BASIS_MAX + 1);
    if (candidates.length > INVOICE_BASIS_MAX) {
      throw invalid("to", `More than ${INVOICE_BASIS_MAX} orders: export a shorter period.`);
    }
  }
  const ids = candidates.map((row) => row.id);
  const moved = new Set(await q.markInvoiced(tx, tenant.companyId, ids, tenant.userId));
  const skipped = (await q.statesOf(tx, tenant.companyId, ids)).filter((state) => !moved.has(state.id));
  if (moved.size === 0) {
    throw new AppError(409, ErrorCode.Conflict, "None of the orders is reported.", "orderIds", { skipped });
  }
  const exported = candidates.filter((row) => moved.has(row.id));
  const sums = sumsOf(
    exported.map((row) => row.id),
    totalsByOrder(await q.linesOfOrders(tx, tenant.companyId, [...moved])),
  );
  const id = await q.insertExport(
    tx,
    {
      companyId: tenant.companyId,
      issuedOn: await today(tx, tenant.companyId),
      selection: {
        dateBy: input.dateBy,
        from: picked ? null : (input.from ?? null),
        to: picked ? null : (input.to ?? null),
        picked,
      },
      orderCount: sums.count,
      netOre: sums.netOre,
      vatOre: sums.vatOre,
      grossOre: sums.grossOre,
      createdBy: tenant.userId,
    },
    exported.map((row) => ({ orderId: row.id, reportedAt: row.statusChangedAt, reportedBy: row.statusChangedBy })),
  );
  return { export: await readExport(tx, tenant, id), skipped };
}

/** POST …/undo: the export's orders still invoiced go back to reported as they were reported; once (409 after). */
export async function undoExport(tx: Tx, tenant: Tenant, id: string) {
  mayChangeState(tenant, "invoice");
  const before = await readExport(tx, tenant, id);
  if (!(await q.markUndone(tx, tenant.companyId, id, tenant.userId))) {
    throw new AppError(409, ErrorCode.Conflict, "The export was undone already.", "undoneAt", {
      undoneAt: before.undoneAt,
    });
  }
  await q.backToReported(tx, tenant.companyId, id);
  return readExport(tx, tenant, id);
}

// ---- files ----

const digits = (value: string | null) => value?.replace(/\D/g, "") ?? "";

function buyerEndpoint(customer: CustomerDetail): Endpoint | null {
  if (customer.gln) return { scheme: "0088", id: customer.gln };
  if (digits(customer.orgNumber).length === 10) return { scheme: "0007", id: digits(customer.orgNumber) };
  if (customer.vatNumber?.startsWith("SE")) return { scheme: "9955", id: customer.vatNumber };
  const mail = customer.invoiceEmail ?? customer.email;
  return mail ? { scheme: "EM", id: mail } : null;
}

/** The customer's invoice address, else its postal, else its visiting one (defaults first). */
function buyerAddress(customer: CustomerDetail): InvoiceAddress | null {
  for (const kind of ["invoice", "postal", "visiting"] as const) {
    const found = customer.addresses
      .filter((a) => a.kind === kind)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))[0];
    if (found) return { street: found.street, postcode: found.postcode, city: found.city, country: found.country };
  }
  return customer.city ? { street: "", postcode: null, city: customer.city, country: "SE" } : null;
}

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function ublFile(
  tx: Tx,
  tenant: Tenant,
  issuedOn: string,
  orders: readonly { order: Order; customer: CustomerDetail }[],
  reportedOn: ReadonlyMap<string, string | null>,
) {
  const info = await readInfo(tx, tenant.companyId);
  const sellerOrg = info.vatNumber.startsWith("SE") ? info.vatNumber.slice(2, 12) : null;
  const sellerEndpoint: Endpoint | null = info.gln
    ? { scheme: "0088", id: info.gln }
    : sellerOrg
      ? { scheme: "0007", id: sellerOrg }
      : null;
  if (!info.vatNumber || !sellerEndpoint) {
    throw invalid("format", "The company's VAT number (or GLN) is missing in its settings: e-invoices need it.");
  }
  const files = orders.map(({ order, customer }) => {
    const endpoint = buyerEndpoint(customer);
    if (!endpoint) {
      throw invalid(
        "format",
        `Order ${order.number}: the customer has no GLN, organisation number, VAT number or email for its e-invoice address.`,
      );
    }
    const xml = ublInvoice({
      number: order.number,
      issuedOn,
      dueOn: addDays(issuedOn, customer.paymentTermsDays),
      buyerReference: order.contact?.name || customer.number,
      deliveredOn: reportedOn.get(order.id) ?? null,
      deliveryAddress: order.deliveryAddress,
      seller: { info, endpoint: sellerEndpoint, orgNumber: sellerOrg },
      buyer: {
        name: customer.name,
        endpoint,
        gln: customer.gln,
        orgNumber: digits(customer.orgNumber).length === 10 ? digits(customer.orgNumber) : null,
        vatNumber: customer.vatNumber,
        address: buyerAddress(customer),
      },
      lines: order.lines,
      totals: order.totals,
    });
    return { name: `Invoice-${order.number}.xml`, xml };
  });
  const [only] = files;
  if (files.length === 1 && only) {
    return { name: only.name, contentType: "application/xml", bytes: Buffer.from(only.xml, "utf8") };
  }
  return { name: `Invoices ${issuedOn}.zip`, contentType: "application/zip", bytes: await zipOf(files) };
}

/** GET …/file: the export's orders as CSV or XLSX lines in the reader's language, or as UBL invoices (a ZIP of several). */
export async function exportFile(tx: Tx, key: Buffer, tenant: Tenant, id: string, format: InvoiceFileFormat) {
  mayChangeState(tenant, "invoice");
  const batch = await readExport(tx, tenant, id);
  const batchOrders = await q.ordersOfExports(tx, tenant.companyId, [id]);
  const orders: Order[] = [];
  for (const { id: orderId } of batchOrders) orders.push(await getOrder(tx, tenant, orderId));
  const customers = await customerRefsOf(
    tx,
    key,
    tenant,
    orders.map((order) => order.customer.id),
  );
  const withCustomers = orders.map((order) => {
    const customer = customers.get(order.customer.id);
    if (!customer) throw notFound("Customer");
    return { order, customer };
  });
  await recordExport(tx, {
    companyId: tenant.companyId,
    kind: "invoiceBasis",
    entityId: id,
    label: `${orders.length}`,
    filters: { format },
  });
  if (format === "ubl") {
    const reportedOn = new Map(batchOrders.map((order) => [order.id, order.reportedOn]));
    return ublFile(tx, tenant, batch.issuedOn, withCustomers, reportedOn);
  }
  const language: Language = (await q.readerLanguage(tx, tenant.userId)) ?? DEFAULT_LANGUAGE;
  return basisFile(language, format, batch.issuedOn, withCustomers);
}
