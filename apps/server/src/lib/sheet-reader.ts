import { columnKey } from "@app/contract";
import { parse } from "csv-parse/sync";
import { invalid } from "./errors";

/**
 * The one reader of an import's file (the customers', the products', a price list's prices;
 * docs/architecture.md, "import with a preview"): CSV (UTF-8 with or without a byte order mark, else
 * Windows-1252 as older Excel saves it; `;` or `,` between fields, told by the header line) or XLSX
 * (its first sheet, read with exceljs, loaded on first use; told by the zip signature), as a header
 * naming the columns (each under its key or one of its headings, compared as `columnKey` does) and
 * the lines as text. A number cell of XLSX (a price the export wrote as 129.5) is written out as
 * text, so a caller reads it as it reads a typed one (parseKronor to exact öre).
 */

export type SheetFormat = "csv;" | "csv," | "xlsx";
export type SheetValues<C extends string> = Partial<Record<C, string>>;

export interface Sheet<C extends string> {
  format: SheetFormat;
  /** The header's columns, in the file's order; null for a heading of no column. */
  columns: (C | null)[];
  /** Headings that matched no column. */
  ignored: string[];
  /** The lines that are not empty: the file's line number (the header is line 1) and the values by column. */
  lines: { line: number; values: SheetValues<C> }[];
}

/** What a file is read as: its columns' headings, and the column it cannot be without (400 naming `missing`). */
export interface SheetColumns<C extends string> {
  headings: Readonly<Record<C, readonly string[]>>;
  required: C;
  missing: string;
}

type Records = { record: string[]; line: number }[];

function decode(bytes: Buffer) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** `;` when the header line has more semicolons than commas (outside quotes), else `,`. */
function delimiterOf(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return semicolons > commas ? ";" : ",";
}

function csvRecords(text: string, delimiter: ";" | ","): Records {
  try {
    const parsed = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    throw invalid("file", `The file is not CSV that can be read: ${(error as Error).message}`);
  }
}

/** A cell of XLSX as text: numbers written out (a price as 129.5), formulas by their result, rich text joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown };
    if (v.richText)
      return v.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("result" in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return "";
}

async function xlsxRecords(bytes: Buffer): Promise<Records> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw invalid("file", `The file is not XLSX that can be read: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: Records = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const record: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      record[column - 1] = cellText(cell.value);
    });
    records.push({ record: Array.from(record, (cell) => cell ?? ""), line });
  });
  return records;
}

/** An XLSX workbook is a zip file: it starts with "PK\3\4". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;

const aliasCache = new WeakMap<object, Map<string, string>>();

function aliasesOf<C extends string>(headings: Readonly<Record<C, readonly string[]>>): Map<string, C> {
  let aliases = aliasCache.get(headings);
  if (!aliases) {
    aliases = new Map(
      (Object.keys(headings) as C[]).flatMap((key) => [
        [columnKey(key), key] as const,
        ...headings[key].map((alias) => [columnKey(alias), key] as const),
      ]),
    );
    aliasCache.set(headings, aliases);
  }
  return aliases as Map<string, C>;
}

function sheetOf<C extends string>(format: SheetFormat, records: Records, columnsOf: SheetColumns<C>): Sheet<C> {
  const aliases = aliasesOf(columnsOf.headings);
  const [header, ...body] = records;
  const headings = header?.record ?? [];
  const columns = headings.map((heading) => aliases.get(columnKey(heading)) ?? null);
  if (!columns.includes(columnsOf.required)) throw invalid("file", columnsOf.missing);
  const ignored = headings.filter((heading, i) => columns[i] === null && heading !== "");
  const lines = body
    .filter(({ record }) => record.some((cell) => cell !== ""))
    .map(({ record, line }) => {
      const values: SheetValues<C> = {};
      columns.forEach((column, i) => {
        if (column && values[column] === undefined) values[column] = record[i] ?? "";
      });
      return { line, values };
    });
  return { format, columns, ignored, lines };
}

/** A CSV file's header and lines; 400 for a file that cannot be read or lacks the required column. */
export function readCsvSheet<C extends string>(bytes: Buffer, columns: SheetColumns<C>): Sheet<C> {
  const text = decode(bytes);
  const delimiter = delimiterOf(text);
  return sheetOf(delimiter === ";" ? "csv;" : "csv,", csvRecords(text, delimiter), columns);
}

/** A CSV or XLSX file's header and lines; 400 for a file that cannot be read or lacks the required column. */
export async function readSheet<C extends string>(bytes: Buffer, columns: SheetColumns<C>): Promise<Sheet<C>> {
  if (!isZip(bytes)) return readCsvSheet(bytes, columns);
  return sheetOf("xlsx", await xlsxRecords(bytes), columns);
}
