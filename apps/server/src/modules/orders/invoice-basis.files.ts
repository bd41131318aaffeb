import { formatKronor, type Language, lineVatOre, type Order } from "@app/contract";
import { csv } from "../../lib/csv";

/*
 * The invoice basis's files (docs/orders.md, "Invoice basis"): one row per order line for any
 * accounting program, through the one CSV writer or as XLSX (exceljs, loaded on first use), in the
 * reader's language; and the UBL invoices of several orders in one ZIP (yazl).
 */

export interface BasisCustomer {
  number: string;
  name: string;
  orgNumber: string | null;
}

type Column =
  | "order"
  | "customerNumber"
  | "customerName"
  | "orgNumber"
  | "date"
  | "productNumber"
  | "description"
  | "quantity"
  | "unit"
  | "unitPrice"
  | "discount"
  | "net"
  | "vatRate"
  | "vat";

const headings: Record<Language, Record<Column, string>> = {
  en: {
    order: "Order number",
    customerNumber: "Customer number",
    customerName: "Customer",
    orgNumber: "Org number",
    date: "Order date",
    productNumber: "Product number",
    description: "Description",
    quantity: "Quantity",
    unit: "Unit",
    unitPrice: "Unit price",
    discount: "Discount %",
    net: "Net",
    vatRate: "VAT %",
    vat: "VAT",
  },
  se: {
    order: "Ordernummer",
    customerNumber: "Kundnummer",
    customerName: "Kund",
    orgNumber: "Organisationsnummer",
    date: "Orderdatum",
    productNumber: "Artikelnummer",
    description: "Benämning",
    quantity: "Antal",
    unit: "Enhet",
    unitPrice: "À-pris",
    discount: "Rabatt %",
    net: "Belopp",
    vatRate: "Moms %",
    vat: "Moms",
  },
};
const columns = Object.keys(headings.en) as Column[];

/** A cell: text, an amount in öre, or a plain number (quantity, percent). */
type Cell = { text: string } | { ore: number } | { number: number };

function rowsOf(orders: readonly { order: Order; customer: BasisCustomer }[]): Record<Column, Cell>[] {
  return orders.flatMap(({ order, customer }) =>
    order.lines.map((line) => ({
      order: { number: order.number },
      customerNumber: { text: customer.number },
      customerName: { text: customer.name },
      orgNumber: { text: customer.orgNumber ?? "" },
      date: { text: order.orderDate },
      productNumber: { text: line.product?.number ?? "" },
      description: { text: line.description || (line.product?.name ?? "") },
      quantity: { number: line.quantity },
      unit: { text: line.unitCode },
      unitPrice: { ore: line.unitPriceOre },
      discount: { number: line.discountPercent },
      net: { ore: line.netOre },
      vatRate: { number: line.vatRate },
      // The line's share; the invoice's VAT is computed once per rate (orderTotals).
      vat: { ore: lineVatOre(line.netOre, line.vatRate) },
    })),
  );
}

/** A cell as the CSV writes it: amounts with two decimals, the decimal sign of the language (Swedish Excel reads a comma). */
function cellText(cell: Cell, language: Language) {
  const decimal = language === "se" ? "," : ".";
  if ("text" in cell) return cell.text;
  if ("ore" in cell) return formatKronor(cell.ore, decimal).replace(/ /g, "");
  return String(cell.number).replace(".", decimal);
}

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The lines of the orders as CSV or XLSX in the language, with the file's name and type. */
export async function basisFile(
  language: Language,
  format: "csv" | "xlsx",
  issuedOn: string,
  orders: readonly { order: Order; customer: BasisCustomer }[],
) {
  const head = headings[language];
  const rows = rowsOf(orders);
  const name = `${language === "se" ? "Fakturaunderlag" : "Invoice basis"} ${issuedOn}.${format}`;
  if (format === "csv") {
    const lines = [columns.map((c) => head[c]), ...rows.map((row) => columns.map((c) => cellText(row[c], language)))];
    return { name, contentType: "text/csv; charset=utf-8", bytes: Buffer.from(csv(lines, { bom: true }), "utf8") };
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === "se" ? "Fakturaunderlag" : "Invoice basis");
  sheet.addRow(columns.map((c) => head[c]));
  for (const row of rows) {
    const added = sheet.addRow(
      columns.map((c) => {
        const cell = row[c];
        // Öre become kronor only here, as the cell's number shown with two decimals.
        return "text" in cell ? cell.text : "ore" in cell ? cell.ore / 100 : cell.number;
      }),
    );
    columns.forEach((c, i) => {
      if ("ore" in row[c]) added.getCell(i + 1).numFmt = "0.00";
    });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, contentType: xlsxType, bytes };
}

/** The invoices in one ZIP, each stored under its name (yazl loads on first use, docs/benchmarks.md "Memory"). */
export async function zipOf(files: readonly { name: string; xml: string }[]): Promise<Buffer> {
  const { ZipFile } = await import("yazl");
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.xml, "utf8"), file.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}
