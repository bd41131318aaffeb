/*
 * Price resolution and line amounts (issue 46, docs/products.md): the one function every screen,
 * the price check and (later) every order line uses to find a product's price for a customer, a
 * quantity and a date, with the rule that gave it ("why this price"); and the exact money helpers
 * around it. Money is integer öre throughout (1 kr = 100 öre), never a float; quantities have at
 * most three decimals (2.5 kilograms, 0.125 cubic metres) and are multiplied as thousandths.
 */

/** The most decimals a quantity has (thousandths: grams of a kilogram, litres of a cubic metre). */
export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 1000n;

/** The kinds of price list, in the order resolution tries them. */
export const priceListKinds = ["customer", "status", "default"] as const;
export type PriceListKind = (typeof priceListKinds)[number];

/** What gave a price: a list of each kind, or the product's own sales price. */
export const priceRuleKinds = ["customerList", "statusList", "defaultList", "salesPrice"] as const;
export type PriceRuleKind = (typeof priceRuleKinds)[number];

/** How the rule priced the product: the list's price (or one of its quantity breaks), a category discount, the sales price. */
export const priceBases = ["listPrice", "quantityBreak", "categoryDiscount", "salesPrice"] as const;
export type PriceBasis = (typeof priceBases)[number];

const ruleOfKind: Record<PriceListKind, PriceRuleKind> = {
  customer: "customerList",
  status: "statusList",
  default: "defaultList",
};

export type QuantityBreak = {
  /** From this quantity on (inclusive) the price is priceOre. */
  fromQuantity: number;
  priceOre: number;
};

/** A price list as resolution reads it: only the product's own item and the list's category discounts matter. */
export type PriceListCandidate = {
  id: string;
  name: string;
  kind: PriceListKind;
  /** YYYY-MM-DD, inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
  /** The list's price of this product, with its quantity breaks; null when the list has none. */
  item: { priceOre: number; breaks: readonly QuantityBreak[] } | null;
  /** Percent off the product's sales price for products of a category (a subcategory's own before its parent's). */
  categoryDiscounts: readonly { categoryId: string; percent: number }[];
};

export type PriceResolutionInput = {
  product: {
    salesPriceOre: number;
    /** The product's category and, when that is a subcategory, its parent. */
    categoryId: string | null;
    parentCategoryId?: string | null;
  };
  /** Every list that may apply (the server passes the customer's, its status's and the default); invalid ones are skipped here. */
  lists: readonly PriceListCandidate[];
  /** More than 0, at most three decimals. */
  quantity: number;
  /** The day priced, YYYY-MM-DD (the company's today unless another is asked). */
  date: string;
  /** A configurable product's chosen choices' price changes (öre each, may be negative), added to the unit price after the rule. */
  choicePriceChangesOre?: readonly number[];
};

export type PriceRule = {
  kind: PriceRuleKind;
  basis: PriceBasis;
  /** The list that gave the price (absent for salesPrice). */
  listId?: string;
  listName?: string;
  /** The quantity break used (quantityBreak). */
  fromQuantity?: number;
  /** The category discount used (categoryDiscount), in percent, and whose category it is. */
  discountPercent?: number;
  categoryId?: string;
};

export type PriceResolution = {
  /** The price of one unit, choices included (never below 0). */
  unitPriceOre: number;
  /** unitPriceOre × quantity, rounded half-up to whole öre. */
  totalOre: number;
  /** The unit price the rule gave, before the choices' changes. */
  ruleUnitPriceOre: number;
  /** The sum of the choices' price changes. */
  choicesOre: number;
  rule: PriceRule;
};

/** A quantity in thousandths (exact); throws on more than three decimals or a quantity not above 0. */
export function quantityThousandths(quantity: number): bigint {
  const scaled = Math.round(quantity * 1000);
  if (!Number.isFinite(quantity) || quantity <= 0 || Math.abs(scaled - quantity * 1000) > 1e-6) {
    throw new RangeError(`A quantity is above 0 with at most ${QUANTITY_DECIMALS} decimals: ${quantity}`);
  }
  return BigInt(scaled);
}

/** True when the quantity is above 0 with at most three decimals. */
export function isQuantity(quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false;
  return Math.abs(Math.round(quantity * 1000) - quantity * 1000) <= 1e-6;
}

/** numerator / denominator rounded half away from zero (Swedish invoices' half-up, for credits too). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** A safe integer from an exact bigint (throws when an amount would pass 2^53 öre). */
function toOre(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError("amount out of range");
  }
  return Number(value);
}

/** unitPriceOre × quantity, rounded half-up to whole öre (exact: the quantity as thousandths). */
export function lineTotalOre(unitPriceOre: number, quantity: number): number {
  return toOre(divideRounded(BigInt(unitPriceOre) * quantityThousandths(quantity), QUANTITY_SCALE));
}

/** A percent with at most two decimals as hundredths of a percent (12.5 % → 1250). */
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));

/** The sales price less a percent, rounded half-up to whole öre. */
export function discountedOre(priceOre: number, percent: number): number {
  return toOre(divideRounded(BigInt(priceOre) * (10_000n - basisPoints(percent)), 10_000n));
}

/** Whether a list is valid on a day (both ends inclusive; YYYY-MM-DD compares as text). */
export function isListValidOn(list: { validFrom: string | null; validTo: string | null }, date: string): boolean {
  return (list.validFrom === null || list.validFrom <= date) && (list.validTo === null || date <= list.validTo);
}

const kindRank: Record<PriceListKind, number> = { customer: 0, status: 1, default: 2 };

/**
 * The order lists are tried in: the customer's own, then its status's, then the default; among
 * lists of one kind valid on the day, the one starting latest (an open start counts as earliest),
 * then by name and id, so the answer never depends on the order the lists were given in.
 */
export function compareCandidates(a: PriceListCandidate, b: PriceListCandidate): number {
  return (
    kindRank[a.kind] - kindRank[b.kind] ||
    (b.validFrom ?? "").localeCompare(a.validFrom ?? "") ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The break that applies to a quantity: the one with the greatest fromQuantity at or below it; null: the list's own price. */
export function breakFor(breaks: readonly QuantityBreak[], quantity: number): QuantityBreak | null {
  const milli = quantityThousandths(quantity);
  let found: QuantityBreak | null = null;
  for (const candidate of breaks) {
    if (quantityThousandths(candidate.fromQuantity) <= milli) {
      if (found === null || candidate.fromQuantity > found.fromQuantity) found = candidate;
    }
  }
  return found;
}

/** How one list prices the product, or null when it does not (no item, no discount of its category). */
function priceByList(
  list: PriceListCandidate,
  product: PriceResolutionInput["product"],
  quantity: number,
): { priceOre: number; rule: PriceRule } | null {
  const base = { kind: ruleOfKind[list.kind], listId: list.id, listName: list.name };
  if (list.item) {
    const step = breakFor(list.item.breaks, quantity);
    if (step)
      return { priceOre: step.priceOre, rule: { ...base, basis: "quantityBreak", fromQuantity: step.fromQuantity } };
    return { priceOre: list.item.priceOre, rule: { ...base, basis: "listPrice" } };
  }
  for (const categoryId of [product.categoryId, product.parentCategoryId]) {
    if (!categoryId) continue;
    const discount = list.categoryDiscounts.find((d) => d.categoryId === categoryId);
    if (discount) {
      return {
        priceOre: discountedOre(product.salesPriceOre, discount.percent),
        rule: { ...base, basis: "categoryDiscount", discountPercent: discount.percent, categoryId },
      };
    }
  }
  return null;
}

/**
 * The price of a product for a quantity on a day (docs/products.md, "Price resolution"): the first
 * list valid on the day that prices the product (its own price for the product, the quantity break
 * for the quantity, or else a discount of the product's category), trying the customer's own lists,
 * then its status's, then the default list; the product's sales price when none does. The choices of
 * a configurable product change the unit price after that (never below 0). Pure and deterministic.
 */
export function resolvePrice(input: PriceResolutionInput): PriceResolution {
  const { product, quantity, date } = input;
  quantityThousandths(quantity);
  const lists = input.lists.filter((list) => isListValidOn(list, date)).sort(compareCandidates);
  let found: { priceOre: number; rule: PriceRule } | null = null;
  for (const list of lists) {
    found = priceByList(list, product, quantity);
    if (found) break;
  }
  const { priceOre, rule } = found ?? {
    priceOre: product.salesPriceOre,
    rule: { kind: "salesPrice", basis: "salesPrice" } satisfies PriceRule,
  };
  const choicesOre = (input.choicePriceChangesOre ?? []).reduce((sum, change) => sum + change, 0);
  const unitPriceOre = Math.max(0, priceOre + choicesOre);
  return {
    unitPriceOre,
    totalOre: lineTotalOre(unitPriceOre, quantity),
    ruleUnitPriceOre: priceOre,
    choicesOre,
    rule,
  };
}

// ---- VAT ----

/** The Swedish VAT rates in percent: standard, food and hotels, books and passenger transport, exempt. */
export const vatRates = [25, 12, 6, 0] as const;
export type VatRate = (typeof vatRates)[number];

/** The VAT of a line's net amount, rounded half-up to whole öre (per line, as Swedish invoices compute it). */
export function lineVatOre(netOre: number, vatRate: number): number {
  return toOre(divideRounded(BigInt(netOre) * BigInt(vatRate), 100n));
}

/** A line's amounts: net (unit price × quantity, rounded), its VAT (rounded per line) and the sum. */
export function lineAmounts(unitPriceOre: number, quantity: number, vatRate: number) {
  const netOre = lineTotalOre(unitPriceOre, quantity);
  const vatOre = lineVatOre(netOre, vatRate);
  return { netOre, vatOre, grossOre: netOre + vatOre };
}

// ---- kronor as text ----

/**
 * Kronor typed by a person or a file ("1 234,50", "1234.5", "-12") as öre; null when it is not an
 * amount with at most two decimals. A space, a no-break space or an apostrophe may group thousands.
 */
export function parseKronor(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const ore = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0") || "0");
  if (ore > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return sign === "-" ? -Number(ore) : Number(ore);
}

/** Öre as kronor with two decimals and a decimal comma, thousands grouped by a space ("1 234,50"); `decimal` "." for files. */
export function formatKronor(ore: number, decimal: "," | "." = ","): string {
  const negative = ore < 0;
  const magnitude = Math.abs(ore);
  const whole = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, decimal === "," ? " " : "");
  const cents = String(magnitude % 100).padStart(2, "0");
  return `${negative ? "-" : ""}${whole}${decimal}${cents}`;
}
