import {
  formatKronor,
  type Language,
  type PriceListDetail,
  type PriceListItem,
  type Product,
  productOptionsText,
  productUnitLabel,
} from "@app/contract";
import { csv } from "../../lib/csv";

/*
 * The files of the catalogue's and a price list's export (issue 46, docs/products.md): CSV as the
 * product writes it (lib/csv.ts: UTF-8 with BOM, ';', formulas defused) or XLSX, headings and words
 * in the reader's language. Amounts are kronor with two decimals (a decimal comma in Swedish),
 * written from the öre exactly; in XLSX a number formatted 0.00.
 */

type Cell = string | number;
type Lines = Cell[][];

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const productHeadings = {
  se: [
    "Artikelnummer",
    "Namn",
    "Typ",
    "Enhet",
    "Kategori",
    "Moms %",
    "Inköpspris",
    "Försäljningspris",
    "Aktiv",
    "Beskrivning",
    "Tid (min)",
    "Distributionstyp",
    "Vikt (g)",
    "Växttyp",
    "Prissättning",
    "Art",
    "Alternativ",
  ],
  en: [
    "Number",
    "Name",
    "Type",
    "Unit",
    "Category",
    "VAT %",
    "Purchase price",
    "Sales price",
    "Active",
    "Description",
    "Duration (min)",
    "Distribution type",
    "Weight (g)",
    "Plant type",
    "Beast pricing",
    "Species",
    "Options",
  ],
};

const typeWords: Record<Language, Record<Product["type"], string>> = {
  se: {
    simple: "enkel",
    delivery: "leverans",
    distribution: "distribution",
    plant: "växt",
    configurable: "konfigurerbar",
    beast: "djur",
    service: "tjänst",
  },
  en: {
    simple: "simple",
    delivery: "delivery",
    distribution: "distribution",
    plant: "plant",
    configurable: "configurable",
    beast: "beast",
    service: "service",
  },
};

const yes = { se: ["ja", "nej"], en: ["yes", "no"] } as const;
const unitLanguage = (language: Language) => (language === "se" ? "sv" : "en");

/** Kronor from öre: text for CSV (decimal comma in Swedish), a number for XLSX (exact to the öre it shows). */
const money = (ore: number | null, language: Language, format: "csv" | "xlsx"): Cell => {
  if (ore === null) return "";
  if (format === "xlsx") return ore / 100;
  const text = formatKronor(ore, ".");
  return language === "se" ? text.replace(".", ",") : text;
};

async function file(name: string, format: "csv" | "xlsx", lines: Lines, moneyColumns: number[]) {
  if (format === "csv") {
    const text = csv(
      lines.map((line) => line.map(String)),
      { bom: true },
    );
    return { name: `${name}.csv`, contentType: "text/csv; charset=utf-8", bytes: Buffer.from(text, "utf8") };
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.addRows(lines);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const column of moneyColumns) sheet.getColumn(column + 1).numFmt = "0.00";
  return { name: `${name}.xlsx`, contentType: xlsxType, bytes: Buffer.from(await sheet.workbook.xlsx.writeBuffer()) };
}

/** The catalogue (the list's filters) as CSV or XLSX. */
export function productsFile(language: Language, format: "csv" | "xlsx", list: Product[]) {
  const lines: Lines = [
    productHeadings[language],
    ...list.map((p) => [
      p.number,
      p.name,
      typeWords[language][p.type],
      productUnitLabel(p.unitCode, unitLanguage(language)),
      p.parentCategory ? `${p.parentCategory.name} / ${p.category?.name ?? ""}` : (p.category?.name ?? ""),
      p.vatRate,
      money(p.purchasePriceOre, language, format),
      money(p.salesPriceOre, language, format),
      yes[language][p.active ? 0 : 1],
      p.description,
      // The type's own fields, so that an export imports again (product-import.service.ts).
      p.durationMinutes ?? "",
      p.distributionType ?? "",
      p.weightGrams ?? "",
      p.plantType ?? "",
      p.beastPricing ?? "",
      p.species ?? "",
      productOptionsText(p.options, language === "se" ? "," : "."),
    ]),
  ];
  return file(language === "se" ? "Produkter" : "Products", format, lines, [6, 7]);
}

const listHeadings = {
  se: ["Artikelnummer", "Namn", "Enhet", "Från antal", "Pris", "Försäljningspris"],
  en: ["Number", "Name", "Unit", "From quantity", "Price", "Sales price"],
};

/** A price list's prices: one line per product (from quantity 1), then one per quantity break. */
export function priceListFile(
  language: Language,
  format: "csv" | "xlsx",
  list: PriceListDetail,
  items: PriceListItem[],
) {
  const quantity = (q: number): Cell =>
    format === "xlsx" ? q : language === "se" ? String(q).replace(".", ",") : String(q);
  const lines: Lines = [listHeadings[language]];
  for (const item of items) {
    const unit = productUnitLabel(item.product.unitCode, unitLanguage(language));
    const sales = money(item.product.salesPriceOre, language, format);
    lines.push([
      item.product.number,
      item.product.name,
      unit,
      quantity(1),
      money(item.priceOre, language, format),
      sales,
    ]);
    for (const step of item.breaks) {
      lines.push([
        item.product.number,
        item.product.name,
        unit,
        quantity(step.fromQuantity),
        money(step.priceOre, language, format),
        sales,
      ]);
    }
  }
  const name = `${language === "se" ? "Prislista" : "Price list"} ${list.name}`.replace(/[\\/:*?"<>|]/g, "-");
  return file(name, format, lines, [4, 5]);
}
