import { z } from "zod/mini";
import { importRowStatuses } from "./customer-transfer";
import { productTypeSchema } from "./products";

/**
 * Import of products (issue 46, item 5; docs/products.md): a CSV file (Excel's Swedish CSV with `;`
 * and a UTF-8 byte order mark, or comma CSV) or an XLSX workbook (its first sheet) is first
 * previewed, each line answered as new, duplicate (a product of that number, or an earlier line's)
 * or invalid with the reason, and nothing written; the import then writes the new lines in one
 * transaction. The catalogue's export writes these columns, so an export imports again.
 */

/** At most this many lines (the header aside) in one file. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
/** At most this many bytes in one file. */
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns an import reads, each under its English key or one of its headings (compared as
 * `columnKey` does: letter case, spaces, dashes, underscores and dots aside); other columns are ignored.
 */
export const productImportColumns = {
  number: ["number", "product number", "article number", "artikelnummer", "artikelnr", "produktnummer"],
  name: ["name", "namn", "benämning", "produktnamn"],
  type: ["type", "typ", "produkttyp"],
  unit: ["unit", "unit code", "enhet", "enhetskod"],
  category: ["category", "kategori"],
  vatRate: ["vat", "vat %", "vat rate", "moms", "moms %", "momssats"],
  purchasePrice: ["purchase price", "inköpspris"],
  salesPrice: ["sales price", "price", "försäljningspris", "pris"],
  active: ["active", "aktiv"],
  description: ["description", "beskrivning"],
  durationMinutes: [
    "duration",
    "duration (min)",
    "tid (min)",
    "duration minutes",
    "minutes",
    "tid",
    "tid minuter",
    "minuter",
  ],
  distributionType: ["distribution type", "distributionstyp"],
  weightGrams: ["weight", "weight (g)", "vikt (g)", "weight grams", "grams", "vikt", "vikt gram", "gram"],
  plantType: ["plant type", "växttyp", "anläggningstyp"],
  beastPricing: ["beast pricing", "pricing", "prissättning"],
  species: ["species", "art", "djurslag"],
} as const;
export type ProductImportColumn = keyof typeof productImportColumns;
export const productImportColumnKeys = Object.keys(productImportColumns) as ProductImportColumn[];
const columnEnum = z.enum(productImportColumnKeys as [ProductImportColumn, ...ProductImportColumn[]]);

/** The types' words an import understands besides the type's own key (the export's words in both languages). */
export const productTypeWords = {
  simple: ["enkel"],
  delivery: ["leverans"],
  distribution: [],
  plant: ["växt", "anläggning"],
  configurable: ["konfigurerbar"],
  beast: ["djur"],
  service: ["tjänst"],
} as const;

/** The active column's words (empty: active). */
export const activeWords = { yes: ["yes", "ja", "true", "1", "x"], no: ["no", "nej", "false", "0"] } as const;

/** What is wrong with an invalid line's field. */
export const productImportProblems = [
  /** a value is required (the name, a type's required field) */
  "missing",
  /** the value is not valid (a number, an amount, a word the column does not know) */
  "invalid",
  /** no category of that name */
  "unknownCategory",
  /** a field the line's type does not have */
  "notOfType",
  /** a configurable product's options are not read from a file: create it by hand */
  "notImportable",
  /** more lines than PRODUCT_IMPORT_MAX_ROWS */
  "tooMany",
] as const;

export const productImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.int(),
  status: z.enum(importRowStatuses),
  number: z.nullable(z.string()),
  name: z.string(),
  type: z.nullable(productTypeSchema),
  unitCode: z.nullable(z.string()),
  vatRate: z.nullable(z.int()),
  /** Öre, as read exactly from kronor with a comma or a dot. */
  salesPriceOre: z.nullable(z.int()),
  purchasePriceOre: z.nullable(z.int()),
  /** The column the reason is about (invalid and duplicate lines). */
  field: z.nullable(columnEnum),
  /** Invalid: what is wrong with `field`. */
  problem: z.nullable(z.enum(productImportProblems)),
  /** Duplicate: the product (or the earlier line) that has the same number. */
  duplicateOf: z.nullable(z.object({ name: z.string(), line: z.nullable(z.int()) })),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

/** POST .../products/import/preview: every line, nothing written. */
export const productImportPreviewSchema = z.object({
  /** The file's kind: CSV with `;` (Excel's Swedish CSV) or `,`, or XLSX. */
  format: z.enum(["csv;", "csv,", "xlsx"]),
  /** The columns recognised, in the file's order. */
  columns: z.array(columnEnum),
  /** Headings that matched no column (ignored). */
  ignored: z.array(z.string()),
  rows: z.array(productImportRowSchema),
  counts: z.object({ new: z.int(), duplicate: z.int(), invalid: z.int() }),
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

/** POST .../products/import: the new lines written in one transaction (all or none). */
export const productImportResultSchema = z.object({
  created: z.int(),
  skipped: z.object({ duplicate: z.int(), invalid: z.int() }),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
