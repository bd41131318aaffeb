import { columnKey, type ProductImportColumn, productImportColumnKeys, productImportColumns } from "@app/contract";
import { parse } from "csv-parse/sync";
import { invalid } from "../../lib/errors";

/**
 * The product import's file (issue 46, docs/products.md): CSV (UTF-8 with or without a byte order
 * mark, else Windows-1252 as older Excel saves it; `;` or `,` between fields) or XLSX (its first
 * sheet, read with exceljs, loaded on first use), as a header and lines of text. A number cell of
 * XLSX (a price the export wrote as 129.5) is written out as text, so the contract's parseKronor
 * reads it to exact öre as it reads a typed one.
 */

export type Values = Partial<Record<ProductImportColumn, string>>;
export type Format = "csv;" | "csv," | "xlsx";

export interface Sheet {
  format: Format;
  columns: (ProductImportColumn | null)[];
  ignored: string[];
  lines: { line: number; values: Values }[];
}

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

const aliases = new Map<string, ProductImportColumn>(
  productImportColumnKeys.flatMap((key) => [
    [columnKey(key), key] as const,
    ...productImportColumns[key].map((alias) => [columnKey(alias), key] as const),
  ]),
);

type Records = { record: string[]; line: number }[];

function csvRecords(bytes: Buffer, delimiter: ";" | ","): Records {
  try {
    const parsed = parse(decode(bytes), {
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

/** The file's header and lines; 400 for a file that cannot be read or has no column of the names. */
export async function readProductSheet(bytes: Buffer): Promise<Sheet> {
  let format: Format;
  let records: Records;
  if (isZip(bytes)) {
    format = "xlsx";
    records = await xlsxRecords(bytes);
  } else {
    const delimiter = delimiterOf(decode(bytes));
    format = delimiter === ";" ? "csv;" : "csv,";
    records = csvRecords(bytes, delimiter);
  }
  const [header, ...body] = records;
  const headings = header?.record ?? [];
  const columns = headings.map((heading) => aliases.get(columnKey(heading)) ?? null);
  if (!columns.includes("name")) {
    throw invalid("file", "The file has no column of the products' names (name or namn) in its first line.");
  }
  const ignored = headings.filter((heading, i) => columns[i] === null && heading !== "");
  const lines = body
    .filter(({ record }) => record.some((cell) => cell !== ""))
    .map(({ record, line }) => {
      const values: Values = {};
      columns.forEach((column, i) => {
        if (column && values[column] === undefined) values[column] = record[i] ?? "";
      });
      return { line, values };
    });
  return { format, columns, ignored, lines };
}
