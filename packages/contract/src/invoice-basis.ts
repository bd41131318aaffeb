import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import type { ProductUnitCode } from "./units";

/*
 * The invoice basis (issue 47 item 7, docs/orders.md "Invoice basis"): the reported orders not yet
 * invoiced, chosen by a period (order date or reported date) or one by one, exported once (the
 * export marks them invoiced in one conditional UPDATE; an undo puts the batch back to reported)
 * and read as CSV or XLSX lines for any accounting program, or as one Peppol BIS Billing 3.0 UBL
 * invoice per order (a ZIP of them when there are several).
 */

/** At most this many orders in one export (and in the basis shown). */
export const INVOICE_BASIS_MAX = 500;
export const INVOICE_EXPORT_PAGE_SIZE = 20;
export const INVOICE_EXPORT_PAGE_FETCH = 21;

export const invoiceBasisDateBys = ["orderDate", "reportedDate"] as const;
export type InvoiceBasisDateBy = (typeof invoiceBasisDateBys)[number];
export const invoiceFileFormats = ["csv", "xlsx", "ubl"] as const;
export type InvoiceFileFormat = (typeof invoiceFileFormats)[number];

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const inOrder = (o: { from?: string | null; to?: string | null }) => !o.from || !o.to || o.from <= o.to;
const periodMessage = { message: "The period ends before it starts", path: ["to"] };

/** GET /invoice-basis: the reported orders of a period (all reported ones without it), oldest first. */
export const invoiceBasisQuerySchema = z
  .object({
    dateBy: z._default(z.enum(invoiceBasisDateBys), "orderDate"),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .check(z.refine(inOrder, periodMessage));
export type InvoiceBasisQuery = z.input<typeof invoiceBasisQuerySchema>;

const customerRef = z.object({ id: z.uuid(), number: z.string(), name: z.string() });

export const invoiceBasisOrderSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  name: z.string(),
  customer: customerRef,
  orderDate: z.string(),
  /** The company's day the order was reported. */
  reportedOn: z.nullable(z.string()),
  lineCount: z.int(),
  netOre: z.int(),
  vatOre: z.int(),
  grossOre: z.int(),
});
export type InvoiceBasisOrder = z.infer<typeof invoiceBasisOrderSchema>;

const sumsSchema = z.object({ count: z.int(), netOre: z.int(), vatOre: z.int(), grossOre: z.int() });
export type InvoiceSums = z.infer<typeof sumsSchema>;

export const invoiceBasisSchema = z.object({
  orders: z.array(invoiceBasisOrderSchema),
  totals: sumsSchema,
  /** More reported orders match than INVOICE_BASIS_MAX: narrow the period. */
  truncated: z.boolean(),
});
export type InvoiceBasis = z.infer<typeof invoiceBasisSchema>;

/**
 * POST /invoice-basis/exports: the orders picked (`orderIds`) or those of a period (from and to,
 * by `dateBy`); the reported ones among them are marked invoiced and make the export.
 */
export const invoiceExportCreateSchema = z
  .object({
    orderIds: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(INVOICE_BASIS_MAX))),
    dateBy: z._default(z.enum(invoiceBasisDateBys), "orderDate"),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .check(
    z.refine((o) => o.orderIds !== undefined || (o.from !== undefined && o.to !== undefined), {
      message: "Pick orders or give a period (from and to)",
      path: ["orderIds"],
    }),
    z.refine(inOrder, periodMessage),
  );
export type InvoiceExportCreate = z.input<typeof invoiceExportCreateSchema>;

const personRef = z.nullable(z.object({ id: z.uuid(), name: z.string() }));

export const invoiceExportSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  createdBy: personRef,
  /** The invoices' issue date: the company's day of the export. */
  issuedOn: z.string(),
  selection: z.object({
    dateBy: z.enum(invoiceBasisDateBys),
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    picked: z.boolean(),
  }),
  orders: z.array(z.object({ id: z.uuid(), number: z.int() })),
  sums: sumsSchema,
  undoneAt: z.nullable(z.string()),
  undoneBy: personRef,
});
export type InvoiceExport = z.infer<typeof invoiceExportSchema>;

/** The export made, and the orders asked for that were no longer reported (invoiced by someone else meanwhile). */
export const invoiceExportResultSchema = z.object({
  export: invoiceExportSchema,
  skipped: z.array(z.object({ id: z.uuid(), number: z.int(), status: z.string() })),
});
export type InvoiceExportResult = z.infer<typeof invoiceExportResultSchema>;

export const invoiceExportQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), INVOICE_EXPORT_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

export const invoiceFileQuerySchema = z.object({ format: z.enum(invoiceFileFormats) });

// ---- Peppol BIS Billing 3.0 ----

export const PEPPOL_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const PEPPOL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/**
 * The UN/ECE Recommendation 20 code a Peppol invoice line carries for each of the spec's units, and
 * how many of it one unit is (a Swedish mile is 10 km: written as KMT with a base quantity of 10).
 * The spec's own codes without a Rec 20 meaning (ZCK, ZTK, STOPP, SEK) are written as ZZ ("mutually
 * defined") or C62 ("one").
 */
export const peppolUnits: Record<ProductUnitCode, { code: string; per: number }> = {
  KM: { code: "KMT", per: 1 },
  M: { code: "MTR", per: 1 },
  PCS: { code: "H87", per: 1 },
  MONTH: { code: "MON", per: 1 },
  SEK: { code: "C62", per: 1 },
  HOUR: { code: "HUR", per: 1 },
  TON: { code: "TNE", per: 1 },
  LASS: { code: "NL", per: 1 },
  MIL: { code: "KMT", per: 10 },
  STOPP: { code: "C62", per: 1 },
  DAG: { code: "DAY", per: 1 },
  KGM: { code: "KGM", per: 1 },
  LTR: { code: "LTR", per: 1 },
  MTK: { code: "MTK", per: 1 },
  MTR: { code: "MTR", per: 1 },
  HUR: { code: "HUR", per: 1 },
  KTM: { code: "KTM", per: 1 },
  MTQ: { code: "MTQ", per: 1 },
  PCE: { code: "H87", per: 1 },
  TC: { code: "TC", per: 1 },
  TNE: { code: "TNE", per: 1 },
  ZCK: { code: "ZZ", per: 1 },
  ZTK: { code: "ZZ", per: 1 },
};

/** The VAT category of a rate: standard (S) above 0, zero rated (Z) at 0. */
export const vatCategoryOf = (rate: number) => (rate > 0 ? "S" : "Z");
