import {
  type PriceImportColumn,
  type ProductImportColumn,
  priceImportColumns,
  productImportColumns,
} from "@app/contract";
import { type Sheet as FileSheet, readSheet, type SheetValues } from "../../lib/sheet-reader";

/**
 * The product import's file (issue 46, docs/products.md), read by the one reader (lib/sheet-reader.ts):
 * CSV (`;` or `,`, UTF-8 with or without a byte order mark, else Windows-1252) or XLSX (its first
 * sheet), as a header and lines of text; an XLSX number cell (a price the export wrote as 129.5) is
 * written out as text, so the contract's parseKronor reads it to exact öre as it reads a typed one.
 */

export type Values = SheetValues<ProductImportColumn>;
export type Sheet = FileSheet<ProductImportColumn>;

const columns = {
  headings: productImportColumns,
  required: "name",
  missing: "The file has no column of the products' names (name or namn) in its first line.",
} as const;

/** The file's header and lines; 400 for a file that cannot be read or has no column of the names. */
export const readProductSheet = (bytes: Buffer): Promise<Sheet> => readSheet<ProductImportColumn>(bytes, columns);

export type PriceValues = SheetValues<PriceImportColumn>;
export type PriceSheet = FileSheet<PriceImportColumn>;

const priceColumns = {
  headings: priceImportColumns,
  required: "number",
  missing: "The file has no column of the products' numbers (number or artikelnummer) in its first line.",
} as const;

/** A price list's import: the file's header and lines; 400 for a file that cannot be read or has no column of the numbers. */
export const readPriceSheet = (bytes: Buffer): Promise<PriceSheet> => readSheet<PriceImportColumn>(bytes, priceColumns);
