import {
  type Customer,
  type CustomerImportColumn,
  columnKey,
  customerImportColumnKeys,
  customerImportColumns,
  type Language,
} from "@app/contract";
import { parse } from "csv-parse/sync";
import { csv } from "../../lib/csv";
import { invalid } from "../../lib/errors";

/**
 * The customers' files (issue 45): a CSV file read (UTF-8 with or without a byte order mark, else
 * Windows-1252 as older Excel saves it; `;` or `,` between fields), and the list written as CSV
 * through the one CSV writer, or as XLSX (exceljs, loaded on first use).
 */

export type Values = Partial<Record<CustomerImportColumn, string>>;

// ---- reading the file ----

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

const aliases = new Map<string, CustomerImportColumn>(
  customerImportColumnKeys.flatMap((key) => [
    [columnKey(key), key] as const,
    ...customerImportColumns[key].map((alias) => [columnKey(alias), key] as const),
  ]),
);

export interface Sheet {
  delimiter: ";" | ",";
  columns: (CustomerImportColumn | null)[];
  ignored: string[];
  lines: { line: number; values: Values }[];
}

/** The file's header and lines; 400 for a file that is no CSV or has no column of a name. */
export function readSheet(bytes: Buffer): Sheet {
  const text = decode(bytes);
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw invalid("file", `The file is not CSV that can be read: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((heading) => aliases.get(columnKey(heading)) ?? null);
  if (!columns.includes("name")) {
    throw invalid("file", "The file has no column of the customers' names (name or namn) in its first line.");
  }
  const ignored = (header?.record ?? []).filter((_, i) => columns[i] === null && header?.record[i] !== "");
  const lines = body
    .filter(({ record }) => record.some((cell) => cell !== ""))
    .map(({ record, info }) => {
      const values: Values = {};
      columns.forEach((column, i) => {
        if (column && values[column] === undefined) values[column] = record[i] ?? "";
      });
      return { line: info.lines, values };
    });
  return { delimiter, columns, ignored, lines };
}

type ExportColumn = Exclude<
  CustomerImportColumn,
  "street" | "postcode" | "country" | "contactRole" | "contactPhone" | "contactEmail"
>;

const headings: Record<Language, Record<ExportColumn, string>> = {
  en: {
    number: "Number",
    kind: "Kind",
    name: "Name",
    orgNumber: "Org number",
    personalNumber: "Personal number",
    vatNumber: "VAT number",
    phone: "Phone",
    email: "Email",
    homepage: "Homepage",
    gln: "GLN",
    paymentTermsDays: "Payment terms",
    invoiceEmail: "Invoice email",
    notes: "Notes",
    tags: "Tags",
    status: "Status",
    city: "City",
    contactName: "Contact",
  },
  se: {
    number: "Kundnummer",
    kind: "Typ",
    name: "Namn",
    orgNumber: "Organisationsnummer",
    personalNumber: "Personnummer",
    vatNumber: "Momsnummer",
    phone: "Telefon",
    email: "E-post",
    homepage: "Hemsida",
    gln: "GLN",
    paymentTermsDays: "Betalningsvillkor",
    invoiceEmail: "Faktura e-post",
    notes: "Anteckningar",
    tags: "Taggar",
    status: "Status",
    city: "Ort",
    contactName: "Kontaktperson",
  },
};
const kindWords: Record<Language, Record<Customer["kind"], string>> = {
  en: { organisation: "organisation", person: "person" },
  se: { organisation: "företag", person: "privatperson" },
};

const cellsOf = (language: Language, c: Customer): Record<ExportColumn, string> => ({
  number: c.number,
  kind: kindWords[language][c.kind],
  name: c.name,
  orgNumber: c.orgNumber ?? "",
  // Masked: an export never carries a whole personal identity number.
  personalNumber: c.personalNumber ?? "",
  vatNumber: c.vatNumber ?? "",
  phone: c.phone ?? "",
  email: c.email ?? "",
  homepage: c.homepage ?? "",
  gln: c.gln ?? "",
  paymentTermsDays: String(c.paymentTermsDays),
  invoiceEmail: c.invoiceEmail ?? "",
  notes: c.notes,
  tags: c.tags.join(", "),
  status: c.status?.name ?? "",
  city: c.city ?? "",
  contactName: c.mainContact?.name ?? "",
});

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The list as CSV or XLSX in the language, with its file name and type; the headings import again. */
export async function customersFile(language: Language, format: "csv" | "xlsx", list: Customer[]) {
  const head = headings[language];
  const keys = Object.keys(head) as ExportColumn[];
  const lines = [
    keys.map((k) => head[k]),
    ...list.map((c) => {
      const cells = cellsOf(language, c);
      return keys.map((k) => cells[k]);
    }),
  ];
  const name = `${language === "se" ? "Kunder" : "Customers"}.${format}`;
  if (format === "csv") {
    return { name, contentType: "text/csv; charset=utf-8", bytes: Buffer.from(csv(lines, { bom: true }), "utf8") };
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === "se" ? "Kunder" : "Customers");
  sheet.addRows(lines);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, contentType: xlsxType, bytes };
}
