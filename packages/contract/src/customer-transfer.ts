import { z } from "zod/mini";
import { customerQuerySchema } from "./customers";

/**
 * Import and export of customers (issue 45, item 6): a CSV file of customers (Excel's Swedish CSV
 * with `;` and a UTF-8 byte order mark, or comma CSV) is first previewed, each line answered as
 * new, duplicate or invalid with the reason, and nothing written; the import then writes the new
 * lines in one transaction. The filtered list exports as CSV or XLSX.
 */

/** At most this many lines (the header aside) in one file. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;
/** At most this many bytes in one file. */
export const CUSTOMER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns an import reads, each under its English key or its Swedish heading (letter case,
 * spaces, dashes and underscores aside); columns of other names are ignored. The export writes
 * the same columns under the headings of the reader's language, so an export imports again.
 */
export const customerImportColumns = {
  number: ["number", "customer number", "kundnummer", "kundnr"],
  kind: ["kind", "type", "typ"],
  name: ["name", "namn", "kundnamn", "företagsnamn"],
  orgNumber: ["org number", "organisation number", "organization number", "orgnr", "organisationsnummer"],
  personalNumber: ["personal number", "personal identity number", "personnummer", "personnr"],
  vatNumber: ["vat number", "vat", "momsnummer", "momsregistreringsnummer", "vat-nummer"],
  phone: ["phone", "telephone", "telefon", "telefonnummer"],
  email: ["email", "e-mail", "e-post", "epost", "mejl"],
  homepage: ["homepage", "website", "web", "hemsida", "webbplats"],
  gln: ["gln"],
  paymentTermsDays: ["payment terms", "payment terms days", "betalningsvillkor", "betalningsvillkor dagar"],
  invoiceEmail: ["invoice email", "invoice e-mail", "faktura e-post", "fakturaepost", "faktura-e-post"],
  notes: ["notes", "anteckningar"],
  tags: ["tags", "taggar"],
  status: ["status"],
  street: ["street", "address", "gatuadress", "adress"],
  postcode: ["postcode", "postal code", "zip", "postnummer", "postnr"],
  city: ["city", "town", "ort", "postort", "stad"],
  country: ["country", "land", "landskod"],
  contactName: ["contact", "contact name", "kontakt", "kontaktperson"],
  contactRole: ["contact role", "kontaktroll", "roll"],
  contactPhone: ["contact phone", "kontakttelefon"],
  contactEmail: ["contact email", "contact e-mail", "kontakt e-post", "kontaktepost"],
} as const;
export type CustomerImportColumn = keyof typeof customerImportColumns;
export const customerImportColumnKeys = Object.keys(customerImportColumns) as CustomerImportColumn[];

/** The kinds' words an import understands (organisation when empty and no personal number is given). */
export const customerKindWords = {
  organisation: ["organisation", "organization", "company", "företag", "org"],
  person: ["person", "private", "private person", "privatperson", "privat"],
} as const;

/** How the heading of a column is compared: lower case, without spaces, dashes, underscores and dots. */
export const columnKey = (heading: string) => heading.toLowerCase().replace(/[\s_.-]/g, "");

/** What a line is: new (imported), duplicate or invalid (left out). */
export const importRowStatuses = ["new", "duplicate", "invalid"] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/** What is wrong with an invalid line's field. */
export const importProblems = [
  /** a value is required (the name) */
  "missing",
  /** the value is not valid (check digit, email, postcode, ...) */
  "invalid",
  /** the customer number belongs to another customer */
  "taken",
  /** no status of that name */
  "unknownStatus",
  /** an organisation number on a private person or a personal identity number on an organisation */
  "wrongKind",
  /** more lines than CUSTOMER_IMPORT_MAX_ROWS */
  "tooMany",
] as const;

export const customerImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.int(),
  status: z.enum(importRowStatuses),
  name: z.string(),
  kind: z.enum(["organisation", "person"]),
  orgNumber: z.nullable(z.string()),
  /** Masked (`YYYYMMDD-****`): the preview never answers a whole personal identity number. */
  personalNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  city: z.nullable(z.string()),
  contactName: z.nullable(z.string()),
  /** The column the reason is about (invalid and duplicate lines). */
  field: z.nullable(z.enum(customerImportColumnKeys as [CustomerImportColumn, ...CustomerImportColumn[]])),
  /** Invalid: what is wrong with `field`. */
  problem: z.nullable(z.enum(importProblems)),
  /** Duplicate: the customer (or the earlier line) that has the same organisation number, personal identity number or email. */
  duplicateOf: z.nullable(z.object({ name: z.string(), line: z.nullable(z.int()) })),
});
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

/** POST .../customers/import/preview: every line, nothing written. */
export const customerImportPreviewSchema = z.object({
  /** The separator found: `;` (Excel's Swedish CSV) or `,`. */
  delimiter: z.enum([";", ","]),
  /** The columns recognised, in the file's order. */
  columns: z.array(z.enum(customerImportColumnKeys as [CustomerImportColumn, ...CustomerImportColumn[]])),
  /** Headings that matched no column (ignored). */
  ignored: z.array(z.string()),
  rows: z.array(customerImportRowSchema),
  counts: z.object({ new: z.int(), duplicate: z.int(), invalid: z.int() }),
});
export type CustomerImportPreview = z.infer<typeof customerImportPreviewSchema>;

/** POST .../customers/import: the new lines written in one transaction (all or none). */
export const customerImportResultSchema = z.object({
  created: z.int(),
  contacts: z.int(),
  addresses: z.int(),
  skipped: z.object({ duplicate: z.int(), invalid: z.int() }),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

export const customerExportFormats = ["csv", "xlsx"] as const;

/** GET .../customers/export: the list's filters (all of its lines, no paging) and the file's format. */
export const customerExportQuerySchema = z.extend(z.omit(customerQuerySchema, { limit: true, offset: true }), {
  format: z._default(z.enum(customerExportFormats), "csv"),
});
export type CustomerExportQuery = z.input<typeof customerExportQuerySchema>;

/** At most this many customers in one export. */
export const CUSTOMER_EXPORT_MAX = 50_000;
