import { z } from "zod/mini";
import { importRowStatuses } from "./customer-transfer";
import { formatKronor, parseKronor } from "./price-resolution";
import { type ProductOptionInput, productTypeSchema } from "./products";

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
  options: ["options", "alternativ", "tillval"],
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

type OptionsShown = readonly { name: string; choices: readonly { name: string; priceChangeOre: number }[] }[];

/**
 * A configurable product's options as one cell of a file: options by ";", each "Name: choice=change"
 * with its choices by ", " and the price change in kronor ("Size: S=0,00, M=+10,50; Colour: Red=-5,00").
 * `decimal` "." writes "+10.50" (a choice's separator is a comma and a space, never a decimal comma).
 */
export function productOptionsText(options: OptionsShown, decimal: "," | "." = ","): string {
  const change = (ore: number) => `${ore > 0 ? "+" : ""}${formatKronor(ore, decimal)}`;
  return options
    .map((option) => `${option.name}: ${option.choices.map((c) => `${c.name}=${change(c.priceChangeOre)}`).join(", ")}`)
    .join("; ");
}

/**
 * The options of such a cell (a choice without "=" changes nothing; the change with a sign or none,
 * a comma or a point, to exact öre); null when the text is not of that shape. The product's schema
 * checks the rest (names, counts, unique names).
 */
export function productOptionsFromText(text: string): ProductOptionInput[] | null {
  const options: ProductOptionInput[] = [];
  for (const part of text
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(":");
    if (colon < 1) return null;
    const choices: { name: string; priceChangeOre: number }[] = [];
    for (const item of part
      .slice(colon + 1)
      .split(/,\s+/)
      .map((c) => c.trim())
      .filter(Boolean)) {
      const [name = "", change, ...rest] = item.split("=");
      const priceChangeOre = change === undefined ? 0 : parseKronor(change.trim().replace(/^\+/, ""));
      if (rest.length > 0 || !name.trim() || priceChangeOre === null) return null;
      choices.push({ name: name.trim(), priceChangeOre });
    }
    if (choices.length === 0) return null;
    options.push({ name: part.slice(0, colon).trim(), choices });
  }
  return options;
}

// ---- a price list's prices ----

/**
 * Import of a price list's prices (issue 46, docs/products.md, "Import"): the shape the list's export
 * writes, one line per product and quantity: the product's number, the quantity the price holds from
 * (1 or empty: the list's price of the product; any other: a quantity break) and the price in kronor.
 * The name, unit and sales price columns of the export are read past (the name is shown in the preview).
 */
export const priceImportColumns = {
  number: ["number", "product number", "article number", "artikelnummer", "artikelnr", "produktnummer"],
  name: ["name", "namn", "benämning", "produktnamn"],
  fromQuantity: ["from quantity", "quantity", "min quantity", "från antal", "antal", "från", "minsta antal"],
  price: ["price", "list price", "pris", "listpris", "prislistepris"],
} as const;
export type PriceImportColumn = keyof typeof priceImportColumns;
export const priceImportColumnKeys = Object.keys(priceImportColumns) as PriceImportColumn[];
const priceColumnEnum = z.enum(priceImportColumnKeys as [PriceImportColumn, ...PriceImportColumn[]]);

/** A line as the preview finds it: its product's price is new on the list, changed, the same, or the line is invalid. */
export const priceImportRowStatuses = ["new", "changed", "unchanged", "invalid"] as const;
export type PriceImportRowStatus = (typeof priceImportRowStatuses)[number];

/** What is wrong with an invalid line. */
export const priceImportProblems = [
  /** a value is required (the number, the price) */
  "missing",
  /** the value cannot be read (an amount, a quantity) */
  "invalid",
  /** no product of that number in the company */
  "unknownProduct",
  /** the product has no line from quantity 1 (its price on the list) */
  "noListPrice",
  /** the product's quantity appears on an earlier line too (`otherLine`) */
  "sameQuantity",
  /** a quantity break above the price of a smaller quantity */
  "breakRaisesPrice",
  /** more quantity breaks than a product may have */
  "tooManyBreaks",
  /** another line of the same product is invalid (`otherLine`): a product's lines are imported together */
  "otherLineInvalid",
  /** more lines than PRODUCT_IMPORT_MAX_ROWS */
  "tooMany",
] as const;

export const priceImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.int(),
  status: z.enum(priceImportRowStatuses),
  number: z.nullable(z.string()),
  /** The product's name (the file's when no product has the number). */
  name: z.string(),
  /** As read; 1 for the list's price of the product. */
  fromQuantity: z.nullable(z.number()),
  /** Öre, as read exactly from kronor with a comma or a dot. */
  priceOre: z.nullable(z.int()),
  /** Changed and unchanged: the list's price at that quantity before the import (null: none there). */
  currentPriceOre: z.nullable(z.int()),
  field: z.nullable(priceColumnEnum),
  problem: z.nullable(z.enum(priceImportProblems)),
  /** The other line a problem names (the same quantity, the invalid line of the same product). */
  otherLine: z.nullable(z.int()),
});
export type PriceImportRow = z.infer<typeof priceImportRowSchema>;

const priceCounts = z.object({ new: z.int(), changed: z.int(), unchanged: z.int(), invalid: z.int() });

/** POST .../price-lists/{id}/import/preview: every line, nothing written. */
export const priceImportPreviewSchema = z.object({
  format: z.enum(["csv;", "csv,", "xlsx"]),
  columns: z.array(priceColumnEnum),
  ignored: z.array(z.string()),
  rows: z.array(priceImportRowSchema),
  /** Lines by status. */
  counts: priceCounts,
  /** Products by status: what the import will write (new and changed ones). */
  products: priceCounts,
});
export type PriceImportPreview = z.infer<typeof priceImportPreviewSchema>;

/** POST .../price-lists/{id}/import: the new and changed products' prices written in one transaction. */
export const priceImportResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  skipped: z.object({ unchanged: z.int(), invalid: z.int() }),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;
