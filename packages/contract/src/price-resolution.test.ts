import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  divideRounded,
  formatKronor,
  lineAmounts,
  lineTotalOre,
  lineVatOre,
  type PriceListCandidate,
  parseKronor,
  resolvePrice,
} from "./price-resolution";
import { productCreateSchema, productTypeProblems, quantityBreakProblem } from "./products";

const cat = "00000000-0000-4000-8000-0000000000c1";
const parent = "00000000-0000-4000-8000-0000000000c0";

const list = (over: Partial<PriceListCandidate> & Pick<PriceListCandidate, "id" | "kind">): PriceListCandidate => ({
  name: over.id,
  validFrom: null,
  validTo: null,
  item: null,
  categoryDiscounts: [],
  ...over,
});

const product = { salesPriceOre: 10_000, categoryId: cat, parentCategoryId: parent };

describe("resolvePrice: the order of the rules", () => {
  const own = list({
    id: "own",
    kind: "customer",
    item: { priceOre: 7_000, breaks: [{ fromQuantity: 10, priceOre: 6_000 }] },
  });
  const status = list({ id: "status", kind: "status", item: { priceOre: 8_000, breaks: [] } });
  const fallback = list({ id: "default", kind: "default", item: { priceOre: 9_000, breaks: [] } });

  it("takes the customer's own list first, then its status's, then the default, then the sales price", () => {
    const at = (lists: PriceListCandidate[]) => resolvePrice({ product, lists, quantity: 1, date: "2026-12-06" });
    expect(at([fallback, status, own]).rule).toEqual({
      kind: "customerList",
      basis: "listPrice",
      listId: "own",
      listName: "own",
    });
    expect(at([fallback, status]).rule.kind).toBe("statusList");
    expect(at([fallback]).unitPriceOre).toBe(9_000);
    expect(at([])).toEqual({
      unitPriceOre: 10_000,
      totalOre: 10_000,
      ruleUnitPriceOre: 10_000,
      choicesOre: 0,
      rule: { kind: "salesPrice", basis: "salesPrice" },
    });
  });

  it("uses the quantity break at or below the quantity and names it", () => {
    const nine = resolvePrice({ product, lists: [own], quantity: 9.999, date: "2026-12-06" });
    expect(nine.unitPriceOre).toBe(7_000);
    const ten = resolvePrice({ product, lists: [own], quantity: 10, date: "2026-12-06" });
    expect(ten).toMatchObject({
      unitPriceOre: 6_000,
      totalOre: 60_000,
      rule: { basis: "quantityBreak", fromQuantity: 10 },
    });
  });

  it("skips lists not valid on the day (both ends inclusive)", () => {
    const dated = { ...own, validFrom: "2026-01-01", validTo: "2026-06-30" };
    expect(resolvePrice({ product, lists: [dated, fallback], quantity: 1, date: "2026-06-30" }).rule.listId).toBe(
      "own",
    );
    expect(resolvePrice({ product, lists: [dated, fallback], quantity: 1, date: "2026-07-01" }).rule.listId).toBe(
      "default",
    );
    expect(resolvePrice({ product, lists: [dated, fallback], quantity: 1, date: "2025-12-31" }).rule.listId).toBe(
      "default",
    );
  });

  it("falls through a list that does not price the product, and uses a category discount (the subcategory's before its parent's)", () => {
    const empty = list({ id: "empty", kind: "customer" });
    const discounts = list({
      id: "disc",
      kind: "status",
      categoryDiscounts: [
        { categoryId: parent, percent: 10 },
        { categoryId: cat, percent: 12.5 },
      ],
    });
    const answer = resolvePrice({ product, lists: [empty, discounts, fallback], quantity: 3, date: "2026-12-06" });
    expect(answer).toMatchObject({
      unitPriceOre: 8_750,
      totalOre: 26_250,
      rule: { kind: "statusList", basis: "categoryDiscount", discountPercent: 12.5, categoryId: cat },
    });
    const parentOnly = list({ id: "p", kind: "default", categoryDiscounts: [{ categoryId: parent, percent: 10 }] });
    expect(resolvePrice({ product, lists: [parentOnly], quantity: 1, date: "2026-12-06" }).rule.categoryId).toBe(
      parent,
    );
  });

  it("among lists of one kind takes the one starting latest", () => {
    const old = list({ id: "a", kind: "customer", validFrom: "2025-01-01", item: { priceOre: 1, breaks: [] } });
    const newer = list({ id: "b", kind: "customer", validFrom: "2026-01-01", item: { priceOre: 2, breaks: [] } });
    expect(resolvePrice({ product, lists: [old, newer], quantity: 1, date: "2026-12-06" }).rule.listId).toBe("b");
  });

  it("adds a configurable product's choices after the rule, never below 0", () => {
    const answer = resolvePrice({
      product,
      lists: [own],
      quantity: 2,
      date: "2026-12-06",
      choicePriceChangesOre: [500, -100],
    });
    expect(answer).toMatchObject({ ruleUnitPriceOre: 7_000, choicesOre: 400, unitPriceOre: 7_400, totalOre: 14_800 });
    expect(
      resolvePrice({ product, lists: [], quantity: 1, date: "2026-12-06", choicePriceChangesOre: [-20_000] })
        .unitPriceOre,
    ).toBe(0);
  });

  it("prices fractional quantities exactly, rounding the total half-up to whole öre", () => {
    expect(lineTotalOre(333, 1.5)).toBe(500); // 499.5 → 500
    expect(lineTotalOre(1, 0.001)).toBe(0);
    expect(lineTotalOre(999_999_999, 0.3)).toBe(300_000_000); // 299 999 999.7
    expect(() => lineTotalOre(100, 0.0005)).toThrow(RangeError);
    expect(() => lineTotalOre(100, 0)).toThrow(RangeError);
  });
});

describe("VAT per line, Swedish rounding", () => {
  it("rounds each line's VAT half-up to whole öre", () => {
    expect(lineVatOre(1_002, 25)).toBe(251); // 250.5
    expect(lineVatOre(1_004, 12)).toBe(120); // 120.48
    expect(lineVatOre(1_025, 6)).toBe(62); // 61.5
    expect(lineVatOre(1_000, 0)).toBe(0);
    expect(lineVatOre(-1_002, 25)).toBe(-251); // a credit rounds away from zero too
    expect(lineAmounts(3_333, 3, 25)).toEqual({ netOre: 9_999, vatOre: 2_500, grossOre: 12_499 });
  });

  it("divideRounded is half away from zero", () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
  });
});

describe("kronor as text", () => {
  it("reads and writes kronor with a decimal comma", () => {
    expect(parseKronor("1 234,50")).toBe(123_450);
    expect(parseKronor("1234.5")).toBe(123_450);
    expect(parseKronor("-12")).toBe(-1_200);
    expect(parseKronor("12,345")).toBeNull();
    expect(parseKronor("abc")).toBeNull();
    expect(formatKronor(123_450)).toBe("1 234,50");
    expect(formatKronor(-5)).toBe("-0,05");
    expect(formatKronor(123_450, ".")).toBe("1234.50");
  });

  it("formats and parses back the same öre", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ore) => parseKronor(formatKronor(ore)) === ore));
  });
});

// ---- properties ----

const ids = ["a", "b", "c", "d"];
const quantityArb = fc.integer({ min: 1, max: 5_000_000 }).map((milli) => milli / 1000);
const dateArb = fc
  .integer({ min: 0, max: 3 * 365 })
  .map((days) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

/** Valid breaks: rising quantities, prices never rising from the list's own price. */
const itemArb = fc
  .record({
    priceOre: fc.integer({ min: 0, max: 1_000_000 }),
    steps: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 50_000 }), cut: fc.integer({ min: 0, max: 50_000 }) }), {
      maxLength: 5,
    }),
  })
  .map(({ priceOre, steps }) => {
    let from = 0;
    let price = priceOre;
    const breaks = steps.map(({ gap, cut }) => {
      from += gap;
      price = Math.max(0, price - cut);
      return { fromQuantity: from / 1000, priceOre: price };
    });
    return { priceOre, breaks };
  });

const candidateArb = fc.record({
  id: fc.constantFrom(...ids),
  name: fc.constantFrom("Storkund", "Bas", "Egen"),
  kind: fc.constantFrom("customer" as const, "status" as const, "default" as const),
  validFrom: fc.option(dateArb, { nil: null }),
  validTo: fc.option(dateArb, { nil: null }),
  item: fc.option(itemArb, { nil: null }),
  categoryDiscounts: fc.array(
    fc.record({
      categoryId: fc.constantFrom(cat, parent),
      percent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    }),
    { maxLength: 2 },
  ),
});
const productArb = fc.record({
  salesPriceOre: fc.integer({ min: 0, max: 10_000_000 }),
  categoryId: fc.constantFrom(cat, null),
  parentCategoryId: fc.constantFrom(parent, null),
});

describe("resolvePrice properties (fast-check)", () => {
  it("is deterministic: the same question, in any order of the lists, gets the same answer", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.uniqueArray(candidateArb, { selector: (c) => c.id, maxLength: 4 }),
        quantityArb,
        dateArb,
        (p, lists, quantity, date) => {
          const first = resolvePrice({ product: p, lists, quantity, date });
          expect(resolvePrice({ product: p, lists: [...lists].reverse(), quantity, date })).toEqual(first);
          expect(resolvePrice({ product: p, lists, quantity, date })).toEqual(first);
        },
      ),
    );
  });

  it("a total is exactly the rule's unit price × quantity, and the break used is the greatest at or below the quantity", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.array(candidateArb, { maxLength: 4 }),
        quantityArb,
        dateArb,
        (p, lists, quantity, date) => {
          const answer = resolvePrice({ product: p, lists, quantity, date });
          expect(answer.totalOre).toBe(
            Number(divideRounded(BigInt(answer.unitPriceOre) * BigInt(Math.round(quantity * 1000)), 1000n)),
          );
          if (answer.rule.basis === "quantityBreak") expect(answer.rule.fromQuantity).toBeLessThanOrEqual(quantity);
        },
      ),
    );
  });

  it("a quantity break never makes a larger quantity cost more than the smaller quantity's unit price says", () => {
    fc.assert(
      fc.property(itemArb, quantityArb, quantityArb, (item, q1, q2) => {
        const [small, large] = q1 <= q2 ? [q1, q2] : [q2, q1];
        expect(quantityBreakProblem(item.priceOre, item.breaks)).toBeNull();
        const lists = [list({ id: "x", kind: "customer", item })];
        const a = resolvePrice({ product, lists, quantity: small, date: "2026-12-06" });
        const b = resolvePrice({ product, lists, quantity: large, date: "2026-12-06" });
        expect(b.unitPriceOre).toBeLessThanOrEqual(a.unitPriceOre);
        expect(b.totalOre).toBeLessThanOrEqual(lineTotalOre(a.unitPriceOre, large));
        expect(b.unitPriceOre).toBeLessThanOrEqual(item.priceOre);
      }),
    );
  });

  it("VAT per line is within half an öre of the exact VAT", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.constantFrom(25, 12, 6, 0), (net, rate) => {
        const vat = lineVatOre(net, rate);
        expect(Math.abs(vat * 100 - net * rate)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe("product types and breaks", () => {
  it("asks each type for its own fields and refuses another type's", () => {
    expect(productTypeProblems({ type: "service" })).toEqual([
      { field: "durationMinutes", message: "A service product needs durationMinutes." },
    ]);
    expect(productTypeProblems({ type: "simple", plantType: "SELL" })[0]?.field).toBe("plantType");
    expect(productTypeProblems({ type: "delivery", distributionType: "kyl", weightGrams: 500 })).toEqual([]);
    expect(productTypeProblems({ type: "configurable", options: [] })[0]?.field).toBe("options");
    expect(productTypeProblems({ type: "beast", beastPricing: "perWeight", unitCode: "PCS" })[0]?.field).toBe(
      "unitCode",
    );
    expect(productTypeProblems({ type: "beast", beastPricing: "perAnimal", unitCode: "PCS", species: "Nöt" })).toEqual(
      [],
    );
  });

  it("the create schema refuses a field of another type, naming it", () => {
    const result = productCreateSchema.safeParse({ name: "X", type: "plant", plantType: "SELL", durationMinutes: 30 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["durationMinutes"]);
    expect(productCreateSchema.safeParse({ name: "X", unitCode: "XYZ" }).success).toBe(false);
  });

  it("refuses breaks that do not rise in quantity or that raise the price", () => {
    expect(
      quantityBreakProblem(100, [
        { fromQuantity: 5, priceOre: 90 },
        { fromQuantity: 5, priceOre: 80 },
      ]),
    ).not.toBeNull();
    expect(quantityBreakProblem(100, [{ fromQuantity: 5, priceOre: 110 }])).not.toBeNull();
    expect(
      quantityBreakProblem(100, [
        { fromQuantity: 5, priceOre: 90 },
        { fromQuantity: 10, priceOre: 90 },
      ]),
    ).toBeNull();
  });
});
