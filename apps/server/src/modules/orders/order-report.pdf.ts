import {
  type CompanyInfoView,
  formatKronor,
  type Language,
  type Order,
  type OrderReport,
  productUnitNames,
} from "@app/contract";
import type { PDFImage } from "@cantoo/pdf-lib";
import { A4, embedFont, grey, MARGIN, PDFDocument, writer } from "../../lib/pdf-text";

/** An image of the report (the PDF logo, a photo) as stored: PNG and JPEG are drawn, others left out. */
export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

export interface ReportPdfInput {
  language: Language;
  company: CompanyInfoView;
  logo: StoredImage | null;
  order: Order;
  report: OrderReport;
  photos: StoredImage[];
}

const texts = {
  en: {
    title: "Order report",
    order: "Order",
    customer: "Customer",
    address: "Delivery address",
    orderDate: "Order date",
    lines: "Delivered",
    ordered: "ordered",
    notGiven: "not given",
    extra: "Extra work and material",
    net: "Net",
    vat: (rate: number) => `VAT ${rate} %`,
    gross: "Total",
    time: "Time spent",
    hours: (h: number, m: number) => `${h} h ${m} min`,
    note: "Note",
    photos: "Photos",
    signature: "Customer's signature",
    signedBy: (name: string, at: string) => `Signed by ${name}, ${at}`,
    unsigned: "Not signed",
    vatNumber: "VAT no.",
  },
  se: {
    title: "Orderrapport",
    order: "Order",
    customer: "Kund",
    address: "Leveransadress",
    orderDate: "Orderdatum",
    lines: "Levererat",
    ordered: "beställt",
    notGiven: "ej angivet",
    extra: "Extra arbete och material",
    net: "Netto",
    vat: (rate: number) => `Moms ${rate} %`,
    gross: "Att betala",
    time: "Nedlagd tid",
    hours: (h: number, m: number) => `${h} tim ${m} min`,
    note: "Anteckning",
    photos: "Foton",
    signature: "Kundens underskrift",
    signedBy: (name: string, at: string) => `Signerad av ${name}, ${at}`,
    unsigned: "Inte signerad",
    vatNumber: "Momsreg.nr",
  },
} satisfies Record<Language, unknown>;

const decimal = (language: Language) => (language === "se" ? "," : ".");
const quantityText = (value: number, language: Language) => String(value).replace(".", decimal(language));
const unitText = (code: keyof typeof productUnitNames, language: Language) =>
  productUnitNames[code][language === "se" ? "sv" : "en"];
/** "1 595,67 kr" in Swedish, "1,595.67 kr" in English. */
const money = (ore: number, language: Language) =>
  `${language === "se" ? formatKronor(ore) : formatKronor(ore).replace(",", ".").replace(/ /g, ",")} kr`;

async function embedImage(doc: PDFDocument, image: StoredImage): Promise<PDFImage | null> {
  try {
    if (image.contentType === "image/png") return await doc.embedPng(image.bytes);
    if (image.contentType === "image/jpeg") return await doc.embedJpg(image.bytes);
  } catch {
    // A photo pdf-lib cannot read is left out of the PDF; it stays among the order's files.
  }
  return null;
}

/**
 * The order report as a PDF in the report's language: the company's PDF logo and texts, the order
 * and its customer, the delivered quantities with their amounts and the totals (orderTotals), the
 * extra lines, the time, the note, the photos and the customer's signature with the signer's name.
 */
export async function orderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { language, company, order, report } = input;
  const t = texts[language];
  const doc = await PDFDocument.create();
  const line = writer(doc, await embedFont(doc));
  const logo = input.logo && (await embedImage(doc, input.logo));
  if (logo) {
    const scale = Math.min(140 / logo.width, 50 / logo.height, 1);
    const [width, height] = [logo.width * scale, logo.height * scale];
    doc.getPage(0).drawImage(logo, { x: A4[0] - MARGIN - width, y: A4[1] - MARGIN - height + 10, width, height });
  }
  line(company.name, 12);
  const place = [company.address, [company.zipCode, company.city].filter(Boolean).join(" ")].filter(Boolean);
  if (place.length > 0) line(place.join(", "), 8, grey);
  const contact = [company.phone, company.homepage, company.vatNumber && `${t.vatNumber} ${company.vatNumber}`];
  if (contact.some(Boolean)) line(contact.filter(Boolean).join(" · "), 8, grey);
  line("");
  line(t.title, 16);
  line(`${t.order} ${order.number}: ${order.name}`, 11, undefined, true);
  line(`${t.customer}: ${order.customer.name} (${order.customer.number})`, 9);
  const address = order.deliveryAddress;
  if (address) line(`${t.address}: ${[address.street, address.postcode, address.city].filter(Boolean).join(", ")}`, 9);
  line(`${t.orderDate}: ${order.orderDate}`, 9);
  line("");
  line(t.lines, 12);
  for (const item of report.lines) {
    const unit = unitText(item.unitCode, language);
    const delivered =
      item.deliveredQuantity === null ? t.notGiven : `${quantityText(item.deliveredQuantity, language)} ${unit}`;
    line(item.description, 9, undefined, true);
    line(
      `   ${delivered} (${t.ordered} ${quantityText(item.orderedQuantity, language)}) × ${money(item.unitPriceOre, language)} = ${money(item.netOre, language)}`,
      8,
      grey,
    );
  }
  line("");
  line(`${t.net}: ${money(report.totals.netOre, language)}`, 9);
  for (const vat of report.totals.vat) line(`${t.vat(vat.rate)}: ${money(vat.vatOre, language)}`, 9);
  line(`${t.gross}: ${money(report.totals.grossOre, language)}`, 11);
  if (report.extraLines.length > 0) {
    line("");
    line(t.extra, 12);
    for (const extra of report.extraLines)
      line(
        `${extra.description}: ${quantityText(extra.quantity, language)} ${unitText(extra.unitCode, language)}`,
        9,
        undefined,
        true,
      );
  }
  if (report.timeMinutes !== null) {
    line("");
    line(`${t.time}: ${t.hours(Math.floor(report.timeMinutes / 60), report.timeMinutes % 60)}`, 10);
  }
  if (report.note) {
    line("");
    line(t.note, 12);
    line(report.note, 9, undefined, true);
  }
  const photos = (await Promise.all(input.photos.map((photo) => embedImage(doc, photo)))).filter((p) => p !== null);
  if (photos.length > 0) {
    line("");
    line(t.photos, 12);
    for (const photo of photos) line.image(photo, 240, 180);
  }
  line("");
  line(t.signature, 12);
  if (report.signature) {
    const drawn = await embedImage(doc, {
      contentType: "image/png",
      bytes: Buffer.from(report.signature.image.slice(report.signature.image.indexOf(",") + 1), "base64"),
    });
    if (drawn) line.image(drawn, 200, 70);
    line(t.signedBy(report.signature.signerName, `${report.signature.signedAt.slice(0, 16).replace("T", " ")} UTC`), 9);
  } else {
    line(t.unsigned, 9, grey);
  }
  doc.setTitle(`${t.title} ${order.number}: ${order.name}`);
  doc.setAuthor(company.name);
  doc.setProducer("Workspace orders");
  return Buffer.from(await doc.save());
}

/** The PDF's file name, as it is downloaded and kept among the order's files. */
export const reportFileName = (order: Pick<Order, "number">, language: Language) =>
  `${texts[language].title} ${order.number}.pdf`;
