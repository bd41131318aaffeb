import { stringify } from "csv-stringify/sync";

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list, with the full-width forms). */
const FORMULA = "=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20";

/**
 * Where a spreadsheet that splits on another separator than ours starts a cell inside a field: Excel
 * with a comma as its list separator reads `"a";"x,=1+1"` as `a;"x` and `=1+1"`, whatever the
 * quotes. So a formula character after a comma, a semicolon or a line break (past spaces and quotes)
 * is defused like one at the start of the field.
 */
const INNER_CELL = new RegExp(`([,;\\r\\n][ "]*)(?=[${FORMULA}])`, "g");

/**
 * The one way the product writes CSV: for Excel, UTF-8 (a byte order mark first when `bom`, so
 * Excel reads å, ä, ö), `;` between fields (the list separator of Swedish Excel, which reads a
 * comma as the decimal sign), CRLF lines, every field quoted as RFC 4180 says (quotes doubled),
 * and the OWASP guard: a field starting with =, +, -, @, tab or carriage return gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export function csv(rows: readonly (readonly string[])[], { bom = false } = {}): string {
  return stringify(rows as string[][], {
    bom,
    delimiter: ";",
    record_delimiter: "\r\n",
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    cast: { string: (value) => value.replace(INNER_CELL, "$1'") },
  });
}
