import {
  type InvoiceBasis,
  type InvoiceExport,
  type InvoiceExportResult,
  type Order,
  PEPPOL_CUSTOMIZATION_ID,
  PEPPOL_PROFILE_ID,
  type Permission,
  parseKronor,
} from "@app/contract";
import { parse as parseCsv } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { createCustomer, createCustomerAddress, createProduct } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { auditEvents, invoiceExportOrders, orders } from "../../db/schema";

const all: Permission[] = [
  "CustomerCreate",
  "CustomerEdit",
  "PublicationCreate",
  "SeeObjectsWithoutGroup",
  "OrderCreate",
  "OrderReport",
  "OrderActivateCancel",
  "Products",
  "PriceLists",
  "CompanyInfoEdit",
];
const { t, fx } = appWithTwoCompanies(all);

const api = (companyId: string, rest = "") => `/api/companies/${companyId}${rest}`;

/**
 * A company of its own (its administrator fx.a holds `all`) with its invoicing settings, a customer
 * with an organisation number and an invoice address, products at 25 %, 12 % and 0 % (one sold by
 * the Swedish mile), and `reported(...)`: an order made and moved on through the API to in
 * progress, then reported at a given time (the report's own rules are order-report's tests).
 */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const info = await t.api.as(fx.a).put(api(id, "/info"), {
    name: "Sotarna i Syd AB",
    address: "Storgatan 1",
    zipCode: "211 20",
    city: "Malmö",
    vatNumber: "SE556677889901",
    gln: "7350000000016",
    paymentAccount: "5050-1055",
    bank: "Bankgiro",
    termsOfPayment: "30 dagar netto",
    taxText: "Godkänd för F-skatt",
  });
  expect(info.statusCode, info.body).toBe(200);
  const customer = await createCustomer(t, fx.a, id, {
    name: "Kakelugnsföreningen",
    orgNumber: "202100-5489",
    paymentTermsDays: 20,
  });
  await createCustomerAddress(t, fx.a, id, customer.id, {
    kind: "invoice",
    street: "Box 12",
    postcode: "22100",
    city: "Lund",
  });
  const sweep = await createProduct(t, fx.a, id, { name: "Sotning", salesPriceOre: 49_900, vatRate: 25 });
  const wood = await createProduct(t, fx.a, id, { name: "Ved", salesPriceOre: 12_345, vatRate: 12, unitCode: "KGM" });
  const travel = await createProduct(t, fx.a, id, { name: "Resa", salesPriceOre: 6_550, vatRate: 0, unitCode: "MIL" });
  const reported = async (orderDate: string, reportedAt: string, lines?: object[]): Promise<Order> => {
    const made = await t.api.as(fx.a).post(api(id, "/orders"), {
      customerId: customer.id,
      orderDate,
      lines: lines ?? [
        { productId: sweep.id, quantity: 3, discountPercent: 15 },
        { productId: wood.id, quantity: 2.5, discountPercent: 10 },
        { productId: travel.id, quantity: 1.7 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const order: Order = made.json();
    for (const action of ["activate", "start"]) {
      const moved = await t.api.as(fx.a).post(api(id, `/orders/${order.id}/${action}`), {});
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await t.deps.db
      .update(orders)
      .set({ status: "reported", statusChangedAt: new Date(reportedAt), statusChangedBy: fx.a.user.id })
      .where(and(eq(orders.companyId, id), eq(orders.publicationId, order.id)));
    return order;
  };
  const basis = async (query: string): Promise<InvoiceBasis> => {
    const response = await t.api.as(fx.a).get(api(id, `/invoice-basis${query}`));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const exportOf = async (body: object): Promise<InvoiceExportResult> => {
    const response = await t.api.as(fx.a).post(api(id, "/invoice-basis/exports"), body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const file = (exportId: string, format: string, who = fx.a.token) =>
    t.api.as(who).get(api(id, `/invoice-basis/exports/${exportId}/file?format=${format}`));
  const statusOf = async (orderId: string) =>
    (await t.api.as(fx.a).get(api(id, `/orders/${orderId}`))).json().status as string;
  return { id, customer, sweep, wood, travel, reported, basis, exportOf, file, statusOf };
}

function unzip(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries = new Map<string, string>();
      archive.on("entry", (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            archive.readEntry();
          });
        });
      });
      archive.on("end", () => resolve(entries));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}

// ---- Peppol BIS Billing 3.0: the rules that apply, checked on the parsed XML ----

type Node = Record<string, unknown>;
const many = ["InvoiceLine", "TaxSubtotal", "PartyTaxScheme", "AllowanceCharge", "TaxTotal"];
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => many.includes(name),
});
const textOf = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : value && typeof value === "object"
      ? ((value as Node)["#text"] as string)
      : undefined;
const at = (node: unknown, path: string): unknown =>
  path.split("/").reduce<unknown>((here, key) => {
    const next = (here as Node | undefined)?.[key];
    return Array.isArray(next) ? next[0] : next;
  }, node);
/** An amount as öre; also checks it has at most two decimals (BR-DEC). */
const ore = (value: unknown) => {
  const text = textOf(value) ?? "";
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new Error(`not an amount with two decimals: ${text}`);
  return parseKronor(text) as number;
};

/** The rules of BIS 3.0 that apply to these invoices: each violated rule's id. */
function bisViolations(xml: string): string[] {
  const broken: string[] = [];
  const rule = (id: string, ok: unknown) => {
    if (!ok) broken.push(id);
  };
  // PEPPOL-EN16931-R008: no empty elements.
  rule("PEPPOL-EN16931-R008", !/<[\w:]+[^>]*\/>/.test(xml) && !/<([\w:]+)[^>]*>\s*<\/\1>/.test(xml));
  const invoice = parser.parse(xml).Invoice as Node;
  const has = (path: string) => (textOf(at(invoice, path)) ?? "").trim() !== "";
  rule("BR-01", textOf(invoice.CustomizationID) === PEPPOL_CUSTOMIZATION_ID);
  rule("PEPPOL-EN16931-R001", textOf(invoice.ProfileID) === PEPPOL_PROFILE_ID);
  rule("BR-02", has("ID"));
  rule("BR-03", /^\d{4}-\d{2}-\d{2}$/.test(textOf(invoice.IssueDate) ?? ""));
  rule("BR-04", textOf(invoice.InvoiceTypeCode) === "380");
  rule("BR-05", textOf(invoice.DocumentCurrencyCode) === "SEK");
  rule("PEPPOL-EN16931-R003", has("BuyerReference") || has("OrderReference/ID"));
  const seller = at(invoice, "AccountingSupplierParty/Party") as Node;
  const buyer = at(invoice, "AccountingCustomerParty/Party") as Node;
  rule("BR-06", has("AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName"));
  rule("BR-07", has("AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName"));
  rule("BR-08", seller?.PostalAddress);
  rule("BR-09", /^[A-Z]{2}$/.test(textOf(at(seller, "PostalAddress/Country/IdentificationCode")) ?? ""));
  rule("BR-10", buyer?.PostalAddress);
  rule("BR-11", /^[A-Z]{2}$/.test(textOf(at(buyer, "PostalAddress/Country/IdentificationCode")) ?? ""));
  rule("PEPPOL-EN16931-R020", has("AccountingSupplierParty/Party/EndpointID") && at(seller, "EndpointID/@schemeID"));
  rule("PEPPOL-EN16931-R010", has("AccountingCustomerParty/Party/EndpointID") && at(buyer, "EndpointID/@schemeID"));
  const sums = invoice.LegalMonetaryTotal as Node;
  rule("BR-12", sums?.LineExtensionAmount);
  rule("BR-13", sums?.TaxExclusiveAmount);
  rule("BR-14", sums?.TaxInclusiveAmount);
  rule("BR-15", sums?.PayableAmount);
  const lines = (invoice.InvoiceLine ?? []) as Node[];
  rule("BR-16", lines.length > 0);
  const units = new Set([
    "H87",
    "C62",
    "KMT",
    "MTR",
    "MON",
    "HUR",
    "TNE",
    "NL",
    "DAY",
    "KGM",
    "LTR",
    "MTK",
    "KTM",
    "MTQ",
    "TC",
    "ZZ",
  ]);
  const netByCategory = new Map<string, number>();
  let lineSum = 0;
  for (const line of lines) {
    rule("BR-21", textOf(line.ID));
    const quantity = Number(textOf(line.InvoicedQuantity));
    rule("BR-22", Number.isFinite(quantity));
    rule("BR-23", units.has(String(at(line, "InvoicedQuantity/@unitCode"))));
    const net = ore(line.LineExtensionAmount);
    rule("BR-25", (textOf(at(line, "Item/Name")) ?? "").trim() !== "");
    const price = ore(at(line, "Price/PriceAmount"));
    rule("BR-26", price >= 0);
    const base = Number(textOf(at(line, "Price/BaseQuantity")) ?? "1");
    const allowances = ((line.AllowanceCharge ?? []) as Node[]).map((a) => {
      rule("BR-41", textOf(a.ChargeIndicator) === "false" && ore(a.Amount) >= 0);
      rule("BR-42", textOf(a.AllowanceChargeReason) || textOf(a.AllowanceChargeReasonCode));
      // PEPPOL-EN16931-R040: amount = base × percentage / 100.
      rule(
        "PEPPOL-EN16931-R040",
        ore(a.Amount) === Math.round((ore(a.BaseAmount) * Number(textOf(a.MultiplierFactorNumeric))) / 100),
      );
      return ore(a.Amount);
    });
    // PEPPOL-EN16931-R120: net = quantity × (price / base quantity) − allowances, rounded.
    const gross = Math.round((quantity * price) / base);
    rule("PEPPOL-EN16931-R120", net === gross - allowances.reduce((s, a) => s + a, 0));
    const category = `${textOf(at(line, "Item/ClassifiedTaxCategory/ID"))}:${Number(textOf(at(line, "Item/ClassifiedTaxCategory/Percent")))}`;
    netByCategory.set(category, (netByCategory.get(category) ?? 0) + net);
    lineSum += net;
  }
  rule("BR-CO-10", lineSum === ore(sums.LineExtensionAmount));
  const documentAllowances = ((invoice.AllowanceCharge ?? []) as Node[]).reduce((s, a) => s + ore(a.Amount), 0);
  rule("BR-CO-13", ore(sums.TaxExclusiveAmount) === ore(sums.LineExtensionAmount) - documentAllowances);
  const taxTotals = (invoice.TaxTotal ?? []) as Node[];
  rule("PEPPOL-EN16931-R053", taxTotals.filter((total) => total.TaxSubtotal).length === 1);
  const tax = taxTotals[0] as Node;
  rule("BR-CO-15", ore(sums.TaxInclusiveAmount) === ore(sums.TaxExclusiveAmount) + ore(tax.TaxAmount));
  rule("BR-CO-16", ore(sums.PayableAmount) === ore(sums.TaxInclusiveAmount));
  const subtotals = (tax.TaxSubtotal ?? []) as Node[];
  rule("BR-CO-18", subtotals.length > 0);
  rule("BR-CO-14", ore(tax.TaxAmount) === subtotals.reduce((s, st) => s + ore(st.TaxAmount), 0));
  for (const subtotal of subtotals) {
    const category = textOf(at(subtotal, "TaxCategory/ID")) ?? "";
    const percent = Number(textOf(at(subtotal, "TaxCategory/Percent")));
    const taxable = ore(subtotal.TaxableAmount);
    // BR-S-08 / BR-Z-08: the category's taxable amount is the sum of its lines' nets.
    rule(`BR-${category}-08`, taxable === netByCategory.get(`${category}:${percent}`));
    // BR-CO-17: VAT = taxable × rate, rounded to two decimals.
    rule("BR-CO-17", ore(subtotal.TaxAmount) === Math.round((taxable * percent) / 100));
    rule(`BR-${category}-05`, category === "S" ? percent > 0 : percent === 0);
    netByCategory.delete(`${category}:${percent}`);
  }
  rule("BR-CO-18 (every line's category has its subtotal)", netByCategory.size === 0);
  const sellerVat = ((seller?.PartyTaxScheme ?? []) as Node[]).find((s) => textOf(at(s, "TaxScheme/ID")) === "VAT");
  rule("BR-S-02 / BR-Z-02", textOf(sellerVat?.CompanyID));
  rule("BR-61", !invoice.PaymentMeans || has("PaymentMeans/PayeeFinancialAccount/ID"));
  return broken;
}

describe("invoice basis", () => {
  it("lists the reported orders of a period by order date or reported date, with sums from orderTotals", async () => {
    const w = await world();
    const may = await w.reported("2026-05-04", "2026-06-02T10:00:00Z");
    const june = await w.reported("2026-06-10", "2026-06-11T10:00:00Z");
    // A draft is no part of the basis.
    await t.api.as(fx.a).post(api(w.id, "/orders"), { customerId: w.customer.id, orderDate: "2026-05-05" });
    const byOrderDate = await w.basis("?from=2026-05-01&to=2026-05-31");
    expect(byOrderDate.orders.map((o) => o.number)).toEqual([may.number]);
    const byReported = await w.basis("?dateBy=reportedDate&from=2026-06-01&to=2026-06-30");
    expect(byReported.orders.map((o) => o.number)).toEqual([may.number, june.number]);
    expect(byReported.orders[0]).toMatchObject({
      customer: { id: w.customer.id, name: "Kakelugnsföreningen" },
      reportedOn: "2026-06-02",
      lineCount: 3,
      netOre: may.totals.netOre,
      vatOre: may.totals.vatOre,
      grossOre: may.totals.grossOre,
    });
    expect(byReported.totals).toEqual({
      count: 2,
      netOre: may.totals.netOre + june.totals.netOre,
      vatOre: may.totals.vatOre + june.totals.vatOre,
      grossOre: may.totals.grossOre + june.totals.grossOre,
    });
    const wrong = await t.api.as(fx.a).get(api(w.id, "/invoice-basis?from=2026-06-30&to=2026-06-01"));
    expect(wrong.statusCode).toBe(400);
  });

  it("exports once: marks the orders invoiced, answers those invoiced meanwhile, and an undo puts the batch back as reported", async () => {
    const w = await world();
    const first = await w.reported("2026-05-04", "2026-05-06T08:00:00Z");
    const second = await w.reported("2026-05-05", "2026-05-07T08:00:00Z");
    const { export: made, skipped } = await w.exportOf({ dateBy: "orderDate", from: "2026-05-01", to: "2026-05-31" });
    expect(skipped).toEqual([]);
    expect(made.orders.map((o) => o.number)).toEqual([first.number, second.number]);
    expect(made.selection).toEqual({ dateBy: "orderDate", from: "2026-05-01", to: "2026-05-31", picked: false });
    expect(made.sums.grossOre).toBe(first.totals.grossOre + second.totals.grossOre);
    expect(await w.statusOf(first.id)).toBe("invoiced");
    expect((await w.basis("?from=2026-05-01&to=2026-05-31")).orders).toEqual([]);

    // Picked again: both invoiced already, nothing exported twice.
    const again = await t.api.as(fx.a).post(api(w.id, "/invoice-basis/exports"), { orderIds: [first.id, second.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().current.skipped.map((s: { status: string }) => s.status)).toEqual(["invoiced", "invoiced"]);

    const listed: InvoiceExport[] = (await t.api.as(fx.a).get(api(w.id, "/invoice-basis/exports"))).json();
    expect(listed.map((e) => e.id)).toEqual([made.id]);

    const undo = await t.api.as(fx.a).post(api(w.id, `/invoice-basis/exports/${made.id}/undo`), {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ undoneBy: { id: fx.a.user.id } });
    expect(await w.statusOf(first.id)).toBe("reported");
    // Back as it was reported: the reported day is the report's, not the undo's.
    const back = await w.basis("?dateBy=reportedDate&from=2026-05-06&to=2026-05-06");
    expect(back.orders.map((o) => o.number)).toEqual([first.number]);
    const twice = await t.api.as(fx.a).post(api(w.id, `/invoice-basis/exports/${made.id}/undo`), {});
    expect(twice.statusCode).toBe(409);

    // A pick with one order invoiced meanwhile: the other is exported, the invoiced one answered.
    await w.exportOf({ orderIds: [second.id] });
    const mixed = await w.exportOf({ orderIds: [first.id, second.id] });
    expect(mixed.export.orders.map((o) => o.number)).toEqual([first.number]);
    expect(mixed.skipped).toEqual([{ id: second.id, number: second.number, status: "invoiced" }]);
    expect(mixed.export.selection.picked).toBe(true);

    const events = await t.deps.db
      .select({ action: auditEvents.action, kind: auditEvents.kind })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, w.id), eq(auditEvents.entityId, made.id)));
    expect(events).toEqual(
      expect.arrayContaining([
        { action: "create", kind: "invoice_exports" },
        { action: "update", kind: "invoice_exports" },
      ]),
    );
  });

  it("exports each order once when two exports of the same orders run at once", async () => {
    const w = await world();
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await w.reported(`2026-05-1${i}`, "2026-05-20T08:00:00Z"));
    const ids = made.map((o) => o.id);
    const answers = await Promise.all([
      t.api.as(fx.a).post(api(w.id, "/invoice-basis/exports"), { orderIds: ids }),
      t.api.as(fx.a).post(api(w.id, "/invoice-basis/exports"), { orderIds: [...ids].reverse() }),
    ]);
    const exported = answers
      .filter((answer) => answer.statusCode === 201)
      .flatMap((answer) => (answer.json() as InvoiceExportResult).export.orders.map((o) => o.id));
    // One takes them all and the other finds none reported (409), or each takes those it locked first.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(exported).toHaveLength(4);
    expect([...exported].sort()).toEqual([...ids].sort());
    const batchRows = await t.deps.db
      .select({ orderId: invoiceExportOrders.orderId })
      .from(invoiceExportOrders)
      .where(eq(invoiceExportOrders.companyId, w.id));
    expect(batchRows).toHaveLength(4);
  });

  it("writes the lines as CSV and XLSX in the reader's language", async () => {
    const w = await world();
    const order = await w.reported("2026-05-04", "2026-05-06T08:00:00Z");
    const { export: made } = await w.exportOf({ orderIds: [order.id] });
    const csvFile = await w.file(made.id, "csv");
    expect(csvFile.statusCode, csvFile.body).toBe(200);
    expect(csvFile.headers["content-disposition"]).toContain("attachment");
    const rows: string[][] = parseCsv(csvFile.rawPayload.toString("utf8").replace(/^\uFEFF/, ""), { delimiter: ";" });
    expect(rows[0]).toEqual([
      "Ordernummer",
      "Kundnummer",
      "Kund",
      "Organisationsnummer",
      "Orderdatum",
      "Artikelnummer",
      "Benämning",
      "Antal",
      "Enhet",
      "À-pris",
      "Rabatt %",
      "Belopp",
      "Moms %",
      "Moms",
    ]);
    expect(rows.slice(1)).toHaveLength(3);
    const [sweepRow] = rows.slice(1);
    // 499,00 × 3 = 1 497,00; 15 % off: 224,55 → 1 272,45; its VAT 318,11.
    expect(sweepRow).toEqual([
      String(order.number),
      w.customer.number,
      "Kakelugnsföreningen",
      "202100-5489",
      "2026-05-04",
      w.sweep.number,
      "Sotning",
      "3",
      "PCS",
      "499,00",
      "15",
      "1272,45",
      "25",
      "318,11",
    ]);
    const netSum = rows.slice(1).reduce((sum, row) => sum + (parseKronor(row[11] ?? "") ?? 0), 0);
    expect(netSum).toBe(order.totals.netOre);

    const xlsx = await w.file(made.id, "xlsx");
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Ordernummer");
    expect(sheet?.getRow(2).getCell(12).value).toBe(1272.45);
    expect(sheet?.rowCount).toBe(4);
  });

  it("writes one Peppol BIS Billing 3.0 invoice per order that keeps the rules that apply, a ZIP of several", async () => {
    const w = await world();
    const one = await w.reported("2026-05-04", "2026-05-06T08:00:00Z");
    const two = await w.reported("2026-05-05", "2026-05-06T09:00:00Z", [
      { productId: w.sweep.id, quantity: 1 },
      {
        description: "Extra arbete",
        quantity: 1.25,
        unitCode: "HOUR",
        manualPrice: true,
        unitPriceOre: 79_950,
        vatRate: 25,
        discountPercent: 33.33,
      },
    ]);
    const single = await w.exportOf({ orderIds: [one.id] });
    const xmlFile = await w.file(single.export.id, "ubl");
    expect(xmlFile.statusCode, xmlFile.body).toBe(200);
    expect(xmlFile.headers["content-disposition"]).toContain(`Invoice-${one.number}.xml`);
    const xml = xmlFile.rawPayload.toString("utf8");
    expect(bisViolations(xml)).toEqual([]);
    const invoice = parser.parse(xml).Invoice as Node;
    expect(textOf(invoice.ID)).toBe(String(one.number));
    expect(textOf(at(invoice, "AccountingSupplierParty/Party/EndpointID"))).toBe("7350000000016");
    expect(at(invoice, "AccountingCustomerParty/Party/EndpointID/@schemeID")).toBe("0007");
    expect(textOf(at(invoice, "AccountingCustomerParty/Party/EndpointID"))).toBe("2021005489");
    expect(textOf(at(invoice, "AccountingCustomerParty/Party/PostalAddress/CityName"))).toBe("Lund");
    expect(textOf(at(invoice, "PaymentMeans/PayeeFinancialAccount/ID"))).toBe("5050-1055");
    expect(textOf(at(invoice, "Delivery/ActualDeliveryDate"))).toBe("2026-05-06");
    expect(textOf(invoice.DueDate)).toBe(
      new Date(Date.parse(`${single.export.issuedOn}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(ore(at(invoice, "LegalMonetaryTotal/PayableAmount"))).toBe(one.totals.grossOre);
    const categories = ((at(invoice, "TaxTotal") as Node).TaxSubtotal as Node[]).map((s) =>
      textOf(at(s, "TaxCategory/ID")),
    );
    expect(categories).toEqual(["S", "S", "Z"]);
    // The Swedish mile as 10 km: 1,7 mil = 17 KMT at 65,50 per 10.
    const travel = (invoice.InvoiceLine as Node[])[2] as Node;
    expect(textOf(travel.InvoicedQuantity)).toBe("17");
    expect(at(travel, "InvoicedQuantity/@unitCode")).toBe("KMT");
    expect(textOf(at(travel, "Price/BaseQuantity"))).toBe("10");

    // Several orders: a ZIP of one invoice each.
    await t.api.as(fx.a).post(api(w.id, `/invoice-basis/exports/${single.export.id}/undo`), {});
    const pair = await w.exportOf({ orderIds: [one.id, two.id] });
    const zip = await w.file(pair.export.id, "ubl");
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-disposition"]).toContain(".zip");
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual([`Invoice-${one.number}.xml`, `Invoice-${two.number}.xml`].sort());
    for (const entry of entries.values()) expect(bisViolations(entry)).toEqual([]);
  });

  it("refuses an e-invoice for a buyer without an electronic address (GLN, organisation number, VAT number or email)", async () => {
    const w = await world();
    const person = await createCustomer(t, fx.a, w.id, { name: "Utan Adress", kind: "person" });
    const made = await t.api.as(fx.a).post(api(w.id, "/orders"), {
      customerId: person.id,
      lines: [{ productId: w.sweep.id, quantity: 1 }],
    });
    const order: Order = made.json();
    for (const action of ["activate", "start"])
      await t.api.as(fx.a).post(api(w.id, `/orders/${order.id}/${action}`), {});
    await t.deps.db.update(orders).set({ status: "reported" }).where(eq(orders.publicationId, order.id));
    const { export: batch } = await w.exportOf({ orderIds: [order.id] });
    const refused = await w.file(batch.id, "ubl");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "format" });
    // The lines still leave as CSV.
    expect((await w.file(batch.id, "csv")).statusCode).toBe(200);
  });

  it("answers 401, 403, 404 and 400 as the guard and the contract say", async () => {
    const w = await world();
    const order = await w.reported("2026-05-04", "2026-05-06T08:00:00Z");
    const url = api(w.id, "/invoice-basis/exports");
    expect((await t.api.anonymous().post(url, { orderIds: [order.id] })).statusCode).toBe(401);
    expect((await t.api.anonymous().get(api(w.id, "/invoice-basis"))).statusCode).toBe(401);
    const reporter = await newMember(t, w.id, ["OrderReport", "OrderCreate", "PublicationCreate"]);
    expect((await t.api.as(reporter.token).post(url, { orderIds: [order.id] })).statusCode).toBe(403);
    expect((await t.api.as(reporter.token).get(api(w.id, "/invoice-basis"))).statusCode).toBe(403);
    expect((await t.api.as(fx.a).post(url, {})).statusCode).toBe(400);
    expect((await t.api.as(fx.a).post(url, { orderIds: ["not-an-id"] })).statusCode).toBe(400);
    expect((await t.api.as(fx.a).post(url, { from: "2026-05-01" })).statusCode).toBe(400);
    const { export: made } = await w.exportOf({ orderIds: [order.id] });
    expect((await w.file(made.id, "pdf")).statusCode).toBe(400);
    expect((await t.api.as(reporter.token).post(`${url}/${made.id}/undo`, {})).statusCode).toBe(403);
    // Another company's export and orders are not found from company B.
    const inB = api(fx.b.company.id, `/invoice-basis/exports/${made.id}`);
    expect((await t.api.as(fx.b).post(`${inB}/undo`, {})).statusCode).toBe(404);
    expect((await t.api.as(fx.b).get(`${inB}/file?format=csv`)).statusCode).toBe(404);
    const pickedInB = await t.api
      .as(fx.b)
      .post(api(fx.b.company.id, "/invoice-basis/exports"), { orderIds: [order.id] });
    expect(pickedInB.statusCode).toBe(400);
    expect(await w.statusOf(order.id)).toBe("invoiced");
  });
});
