import {
  type Order,
  type OrderLine,
  type OrderLineInput,
  orderTotals,
  type ProductUnitCode,
  type VatRate,
} from "@app/contract";
import { kronorToOre, oreToInput, parseQuantity } from "../../lib/money";

/** A line as the editor holds it: what a person typed, and the saved line it started from. */
export interface LineDraft {
  key: string;
  saved: OrderLine | null;
  product: { id: string; number: string; name: string } | null;
  /** A configurable product's picked choices (one per option); a saved line's kept unless changed. */
  choiceIds: string[];
  description: string;
  quantity: string;
  unitCode: ProductUnitCode;
  manualPrice: boolean;
  price: string;
  discount: string;
  vatRate: VatRate;
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `new-${keys}`;
};

const typedNumber = (value: number) => String(value).replace(".", ",");

export const draftOfLine = (line: OrderLine): LineDraft => ({
  key: line.id,
  saved: line,
  product: line.product,
  choiceIds: line.choices.map((choice) => choice.id),
  description: line.description,
  quantity: typedNumber(line.quantity),
  unitCode: line.unitCode,
  manualPrice: line.manualPrice,
  price: oreToInput(line.unitPriceOre),
  discount: typedNumber(line.discountPercent),
  vatRate: line.vatRate as VatRate,
});

export const draftsOf = (order: Order) => order.lines.map(draftOfLine);

/** A new line: a product's (priced when saved) or, manual, a free one. */
export const newLine = (manualPrice: boolean): LineDraft => ({
  key: nextKey(),
  saved: null,
  product: null,
  choiceIds: [],
  description: "",
  quantity: "1",
  unitCode: "PCS",
  manualPrice,
  price: "",
  discount: "0",
  vatRate: 25,
});

/** A discount typed as "10" or "12,5": 0–100 with at most two decimals, else null. */
export function parsePercent(text: string): number | null {
  const compact = text.trim().replace(",", ".") || "0";
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact);
  return value <= 100 ? value : null;
}

/** What the line sends (PUT …/lines); a product's price is the server's unless set by hand. */
export const lineInput = (line: LineDraft): OrderLineInput => ({
  id: line.saved?.id,
  productId: line.product?.id ?? null,
  choiceIds: line.product ? line.choiceIds : [],
  description: line.description,
  quantity: parseQuantity(line.quantity) ?? Number.NaN,
  unitCode: line.unitCode,
  manualPrice: line.manualPrice,
  unitPriceOre: line.manualPrice ? (kronorToOre(line.price) ?? undefined) : undefined,
  discountPercent: parsePercent(line.discount) ?? Number.NaN,
  vatRate: line.vatRate,
});

const sameChoices = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The unit price the line will have, as far as the screen knows it: typed by hand, or the saved
 * line's while its product, quantity and choices are unchanged (the server keeps it); null: priced
 * on save (the price check shows it before).
 */
export function knownPrice(line: LineDraft): number | null {
  if (line.manualPrice) return kronorToOre(line.price);
  const saved = line.saved;
  if (!saved || saved.manualPrice || saved.product?.id !== line.product?.id) return null;
  if (
    !sameChoices(
      saved.choices.map((choice) => choice.id),
      line.choiceIds,
    )
  )
    return null;
  return saved.quantity === parseQuantity(line.quantity) ? saved.unitPriceOre : null;
}

/**
 * What the price check is asked for a line: a product line whose price is not known yet, with a
 * valid quantity, priced for the order's customer at its date with the line's choices; else null.
 */
export function priceAsk(line: LineDraft, customerId: string, date: string) {
  const quantity = parseQuantity(line.quantity);
  if (knownPrice(line) !== null || line.manualPrice || !line.product || quantity === null) return null;
  return { productId: line.product.id, customerId, quantity, date, choiceIds: line.choiceIds };
}

/**
 * The totals of the lines whose price is known (orderTotals, as the server computes them);
 * `checked`: the price check's unit price of each line not priced yet (null: none).
 */
export function draftTotals(lines: LineDraft[], checked: readonly (number | null)[] = []) {
  const priced = lines.flatMap((line, i) => {
    const unitPriceOre = knownPrice(line) ?? checked[i] ?? null;
    const quantity = parseQuantity(line.quantity);
    const discountPercent = parsePercent(line.discount);
    if (unitPriceOre === null || quantity === null || discountPercent === null) return [];
    return [{ unitPriceOre, quantity, discountPercent, vatRate: line.vatRate }];
  });
  return { totals: orderTotals(priced), complete: priced.length === lines.length };
}
