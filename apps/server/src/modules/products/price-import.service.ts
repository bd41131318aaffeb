import {
  PRICE_BREAKS_MAX,
  PRICE_ORE_MAX,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_LIST_MAX,
  type PriceImportColumn,
  type PriceImportPreview,
  type PriceImportResult,
  type PriceImportRow,
  type PriceImportRowStatus,
  type PriceListItem,
  parseKronor,
  priceListItemInputSchema,
  QUANTITY_MAX,
  quantityThousandths,
} from "@app/contract";
import type { Tx } from "../../db/client";
import type { Tenant } from "../../plugins/tenant";
import { getPriceList, listItems, setItem } from "../price-lists/price-lists.service";
import { type PriceSheet, type PriceValues, readPriceSheet } from "./product-import.files";
import * as q from "./product-import.queries";

/**
 * Import of a price list's prices (issue 46, item 5; docs/products.md, "Import"): a CSV or XLSX file
 * of the shape the list's export writes, one line per product and quantity (the product's number,
 * "from quantity" 1 or empty for the list's price of the product, any other quantity a break, the
 * price in kronor read to exact öre by parseKronor). A product's lines become one item of the list
 * (its price and breaks, checked by the contract's priceListItemInputSchema), compared with the
 * list's item of the product: new, changed or unchanged; a product's lines are imported together,
 * so one invalid line makes its product's other lines invalid too. The import writes the new and
 * changed items through the price lists' service (setItem), in the route's one transaction.
 * Products on the list but not in the file keep their prices.
 */

type Problem = NonNullable<PriceImportRow["problem"]>;

interface Line {
  row: PriceImportRow;
  productId: string | null;
}

interface Item {
  productId: string;
  status: PriceImportRowStatus;
  input: { priceOre: number; breaks: { fromQuantity: number; priceOre: number }[] } | null;
}

const text = (value: string | undefined) => (value ?? "").trim();

/** "1", "2,5", "1 000", "0.125" (at most three decimals, above 0); empty is 1: the list's price. */
function quantityOf(values: PriceValues): number | null {
  const word = text(values.fromQuantity).replace(/[\s\u00a0\u202f]/g, "");
  if (word === "") return 1;
  if (!/^\d+(?:[.,]\d{1,3})?$/.test(word)) return null;
  const quantity = Number(word.replace(",", "."));
  return quantity > 0 && quantity <= QUANTITY_MAX ? quantity : null;
}

/** Kronor (comma or dot, spaces between thousands, "kr" after) as exact öre; undefined when empty, null when unreadable. */
function priceOf(values: PriceValues): number | null | undefined {
  const word = text(values.price).replace(/\s*(kr|sek)$/i, "");
  if (word === "") return undefined;
  const ore = parseKronor(word);
  return ore === null || ore < 0 || ore > PRICE_ORE_MAX ? null : ore;
}

const invalidRow = (
  row: PriceImportRow,
  field: PriceImportColumn,
  problem: Problem,
  otherLine: number | null = null,
) => {
  row.status = "invalid";
  row.field = field;
  row.problem = problem;
  row.otherLine = otherLine;
};

async function currentItems(tx: Tx, tenant: Tenant, listId: string) {
  const items = new Map<string, PriceListItem>();
  for (let offset = 0; ; offset += PRODUCT_LIST_MAX) {
    const page = await listItems(tx, tenant, listId, { limit: PRODUCT_LIST_MAX, offset });
    for (const item of page) items.set(item.product.id, item);
    if (page.length < PRODUCT_LIST_MAX) return items;
  }
}

const sameSteps = (item: PriceListItem, input: NonNullable<Item["input"]>) =>
  item.priceOre === input.priceOre &&
  item.breaks.length === input.breaks.length &&
  item.breaks.every(
    (step, i) =>
      quantityThousandths(step.fromQuantity) === quantityThousandths(input.breaks[i]?.fromQuantity ?? 0) &&
      step.priceOre === input.breaks[i]?.priceOre,
  );

/** The list's price at exactly this quantity before the import (1: the item's own price), or null. */
function currentAt(item: PriceListItem | undefined, quantity: number) {
  if (!item) return null;
  if (quantity === 1) return item.priceOre;
  const milli = quantityThousandths(quantity);
  return item.breaks.find((step) => quantityThousandths(step.fromQuantity) === milli)?.priceOre ?? null;
}

/** A product's lines as one item: its price from quantity 1 and its breaks, or the lines made invalid. */
function itemOf(lines: Line[], current: PriceListItem | undefined): Item["input"] {
  const seen = new Map<bigint, number>();
  for (const { row } of lines) {
    if (row.status === "invalid" || row.fromQuantity === null) continue;
    const milli = quantityThousandths(row.fromQuantity);
    const earlier = seen.get(milli);
    if (earlier !== undefined) invalidRow(row, "fromQuantity", "sameQuantity", earlier);
    else seen.set(milli, row.line);
  }
  const base = lines.find(({ row }) => row.status !== "invalid" && row.fromQuantity === 1);
  if (!base && !lines.some(({ row }) => row.status === "invalid")) {
    for (const { row } of lines) invalidRow(row, "fromQuantity", "noListPrice");
    return null;
  }
  const steps = lines
    .filter((line) => line !== base && line.row.status !== "invalid")
    .sort((a, b) => (a.row.fromQuantity ?? 0) - (b.row.fromQuantity ?? 0));
  if (base && steps.length > PRICE_BREAKS_MAX)
    invalidRow((steps[PRICE_BREAKS_MAX] as Line).row, "fromQuantity", "tooManyBreaks");
  if (base) {
    // Breaks never raise the price: each at most the price of the quantity below it (quantityBreakProblem).
    let previous = base.row;
    for (const { row } of steps) {
      if (row.status === "invalid") break;
      if ((row.priceOre ?? 0) > (previous.priceOre ?? 0)) {
        invalidRow(row, "price", "breakRaisesPrice", previous.line);
        break;
      }
      previous = row;
    }
  }
  const firstInvalid = lines.find(({ row }) => row.status === "invalid");
  if (firstInvalid || !base) {
    for (const { row } of lines) {
      if (row.status !== "invalid") invalidRow(row, "number", "otherLineInvalid", firstInvalid?.row.line ?? null);
    }
    return null;
  }
  const parsed = priceListItemInputSchema.safeParse({
    priceOre: base.row.priceOre,
    breaks: steps.map(({ row }) => ({ fromQuantity: row.fromQuantity, priceOre: row.priceOre })),
  });
  if (!parsed.success) {
    for (const { row } of lines) invalidRow(row, "price", "invalid");
    return null;
  }
  const input = parsed.data;
  const status: PriceImportRowStatus = !current ? "new" : sameSteps(current, input) ? "unchanged" : "changed";
  for (const { row } of lines) {
    row.status = status;
    row.currentPriceOre = currentAt(current, row.fromQuantity ?? 1);
  }
  return input;
}

/** Every line of the file with its product's status, and the items to write. */
async function checkSheet(tx: Tx, tenant: Tenant, listId: string, sheet: PriceSheet) {
  await getPriceList(tx, tenant, listId);
  const numbers = [...new Set(sheet.lines.map(({ values }) => text(values.number)).filter((n) => n !== ""))];
  const products = new Map((await q.productsByNumber(tx, tenant.companyId, numbers)).map((p) => [p.number, p]));
  const current = await currentItems(tx, tenant, listId);

  const lines: Line[] = sheet.lines.map(({ line, values }, index) => {
    const number = text(values.number);
    const product = products.get(number);
    const row: PriceImportRow = {
      line,
      status: "new",
      number: number || null,
      name: product?.name ?? text(values.name),
      fromQuantity: quantityOf(values),
      priceOre: null,
      currentPriceOre: null,
      field: null,
      problem: null,
      otherLine: null,
    };
    const price = priceOf(values);
    if (price !== undefined) row.priceOre = price;
    if (index >= PRODUCT_IMPORT_MAX_ROWS) invalidRow(row, "number", "tooMany");
    else if (!number) invalidRow(row, "number", "missing");
    else if (!product) invalidRow(row, "number", "unknownProduct");
    else if (row.fromQuantity === null) invalidRow(row, "fromQuantity", "invalid");
    else if (price === undefined) invalidRow(row, "price", "missing");
    else if (price === null) invalidRow(row, "price", "invalid");
    return { row, productId: index < PRODUCT_IMPORT_MAX_ROWS ? (product?.id ?? null) : null };
  });

  const byProduct = new Map<string, Line[]>();
  for (const line of lines) {
    if (!line.productId) continue;
    const group = byProduct.get(line.productId);
    if (group) group.push(line);
    else byProduct.set(line.productId, [line]);
  }
  const items: Item[] = [...byProduct].map(([productId, group]) => {
    const input = itemOf(group, current.get(productId));
    return { productId, input, status: group[0]?.row.status ?? "invalid" };
  });
  return { rows: lines.map(({ row }) => row), items };
}

const countOf = <T extends { status: PriceImportRowStatus }>(list: T[]) => ({
  new: list.filter((x) => x.status === "new").length,
  changed: list.filter((x) => x.status === "changed").length,
  unchanged: list.filter((x) => x.status === "unchanged").length,
  invalid: list.filter((x) => x.status === "invalid").length,
});

/** The preview: every line answered, nothing written. */
export async function previewPriceImport(
  tx: Tx,
  tenant: Tenant,
  listId: string,
  bytes: Buffer,
): Promise<PriceImportPreview> {
  const sheet = await readPriceSheet(bytes);
  const { rows, items } = await checkSheet(tx, tenant, listId, sheet);
  return {
    format: sheet.format,
    columns: sheet.columns.filter((c): c is PriceImportColumn => c !== null),
    ignored: sheet.ignored,
    rows,
    counts: countOf(rows),
    products: countOf(items),
  };
}

/**
 * The import: the file checked again as the preview did, the new and changed products' items written
 * through the price lists' service (each replacing the product's price and breaks on the list);
 * unchanged and invalid ones are left out. The route's one transaction makes it all or nothing.
 */
export async function importPrices(tx: Tx, tenant: Tenant, listId: string, bytes: Buffer): Promise<PriceImportResult> {
  const { items } = await checkSheet(tx, tenant, listId, await readPriceSheet(bytes));
  let created = 0;
  let updated = 0;
  for (const item of items) {
    if (!item.input || (item.status !== "new" && item.status !== "changed")) continue;
    await setItem(tx, tenant, listId, item.productId, item.input);
    if (item.status === "new") created++;
    else updated++;
  }
  const counts = countOf(items);
  return { created, updated, skipped: { unchanged: counts.unchanged, invalid: counts.invalid } };
}
