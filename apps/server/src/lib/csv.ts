/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; text a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One line of CSV for Excel: `;` between fields (the list separator of Swedish Excel, which reads
 * a comma as the decimal sign), CRLF at the end. A file starts with a byte order mark (CSV_BOM) so
 * Excel reads å, ä, ö.
 */
export const csvLine = (values: string[]) => `${values.map(csvField).join(";")}\r\n`;

export const CSV_BOM = "\ufeff";
