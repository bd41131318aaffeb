import { parse } from "csv-parse/sync";
import { expect } from "vitest";

const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** An export's bytes read by a CSV parser: a byte order mark, then `;`-separated records, every field quoted. */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(bytes, { bom: true, delimiter: ";", record_delimiter: "\r\n", raw: true }) as unknown as {
    record: string[];
    raw: string;
  }[];
  for (const { record, raw } of records) {
    // RFC 4180 quoting of every field, quotes doubled.
    expect(raw.replace(/\r$/, "")).toBe(record.map((field) => `"${field.replaceAll('"', '""')}"`).join(";"));
  }
  return records.map((r) => r.record);
}

/**
 * The cells a spreadsheet sees when it reads the text with `separator` as its list separator, as
 * Excel does: quotes count only at the start of a cell; after the closing quote the characters up
 * to the next separator or line break join the cell as written.
 */
export function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] !== '"') cell += text[i];
        else if (text[i + 1] === '"') cell += text[i++];
        else {
          i++;
          break;
        }
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n") cell += text[i++];
    cells.push(cell);
    i += text.startsWith("\r\n", i) ? 2 : 1;
  }
  return cells;
}

/**
 * The cells a spreadsheet would run as formulas: the parser's fields, and the cells of a
 * spreadsheet reading the bytes with a `;` or a `,` list separator (Swedish and English Excel).
 */
export function formulaCells(bytes: Buffer): string[] {
  const text = bytes.subarray(3).toString("utf8");
  return [...readCsv(bytes).flat(), ...spreadsheetCells(text, ";"), ...spreadsheetCells(text, ",")].filter((cell) =>
    FORMULA.test(cell),
  );
}
