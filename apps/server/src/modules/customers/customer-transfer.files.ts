import { type Customer, type CustomerImportColumn, customerImportColumns, type Language } from "@app/contract";
import { csv } from "../../lib/csv";
import { readCsvSheet, type SheetValues } from "../../lib/sheet-reader";

/**
 * The customers' files (issue 45): a CSV file read by the one reader (lib/sheet-reader.ts: UTF-8 with
 * or without a byte order mark, else Windows-1252; `;` or `,` between fields), and the list written as CSV
 * through the one CSV writer, or as XLSX (exceljs, loaded on first use).
 */

export type Values = SheetValues<CustomerImportColumn>;

// ---- reading the file ----

export interface Sheet {
  delimiter: ";" | ",";
  columns: (CustomerImportColumn | null)[];
  ignored: string[];
  lines: { line: number; values: Values }[];
}

const columns = {
  headings: customerImportColumns,
  required: "name",
  missing: "The file has no column of the customers' names (name or namn) in its first line.",
} as const;

/** The file's header and lines (the one reader, CSV); 400 for a file that is no CSV or has no column of a name. */
export function readSheet(bytes: Buffer): Sheet {
  const { format, ...sheet } = readCsvSheet<CustomerImportColumn>(bytes, columns);
  return { delimiter: format === "csv;" ? ";" : ",", ...sheet };
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
