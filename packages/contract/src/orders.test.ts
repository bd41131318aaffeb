import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  orderCancelSchema,
  orderCreateSchema,
  orderLineAmounts,
  orderLineInputSchema,
  orderTotals,
  orderTransitions,
  orderUpdateSchema,
} from "./orders";
import { lineTotalOre } from "./price-resolution";

const lineArb = fc.record({
  unitPriceOre: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
  discountPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  vatRate: fc.constantFrom(25, 12, 6, 0),
});

describe("orderTotals", () => {
  it("adds up: net is the lines' nets, VAT the rates' VAT, gross net + VAT, the bases the net", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), (lines) => {
        const totals = orderTotals(lines);
        const nets = lines.map((line) => orderLineAmounts(line).netOre);
        expect(totals.netOre).toBe(nets.reduce((a, b) => a + b, 0));
        expect(totals.vat.reduce((a, v) => a + v.baseOre, 0)).toBe(totals.netOre);
        expect(totals.vat.reduce((a, v) => a + v.vatOre, 0)).toBe(totals.vatOre);
        expect(totals.grossOre).toBe(totals.netOre + totals.vatOre);
        for (const v of totals.vat) {
          // Per rate, half-up to whole öre: within half an öre of the exact VAT.
          expect(Math.abs(v.vatOre * 100 - v.baseOre * v.rate)).toBeLessThanOrEqual(50);
        }
        for (const value of [totals.netOre, totals.vatOre, totals.grossOre]) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { maxLength: 30 })
          .chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, shuffled]) => {
          expect(orderTotals(shuffled)).toEqual(orderTotals(lines));
        },
      ),
    );
  });

  it("a line's net is its amount less the discount, never below 0 and never above the amount", () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const { lineOre, allowanceOre, netOre } = orderLineAmounts(line);
        expect(lineOre).toBe(lineTotalOre(line.unitPriceOre, line.quantity));
        expect(netOre).toBe(lineOre - allowanceOre);
        expect(netOre).toBeGreaterThanOrEqual(0);
        expect(netOre).toBeLessThanOrEqual(lineOre);
      }),
    );
  });

  it("rounds VAT once per rate, not per line (Swedish invoices, Peppol BR-CO-17)", () => {
    // Three lines of 0,02 kr at 25 %: per line 0,005 → 0,01 each (0,03); per rate 0,06 × 25 % = 0,015 → 0,02.
    const lines = [1, 2, 3].map(() => ({ unitPriceOre: 2, quantity: 1, discountPercent: 0, vatRate: 25 }));
    expect(orderTotals(lines)).toEqual({
      netOre: 6,
      vat: [{ rate: 25, baseOre: 6, vatOre: 2 }],
      vatOre: 2,
      grossOre: 8,
    });
  });

  it("lists the rates from the highest, each with its base", () => {
    const totals = orderTotals([
      { unitPriceOre: 10_000, quantity: 2.5, discountPercent: 10, vatRate: 12 },
      { unitPriceOre: 12_950, quantity: 1, discountPercent: 0, vatRate: 25 },
      { unitPriceOre: 333, quantity: 0.125, discountPercent: 0, vatRate: 0 },
    ]);
    // 25 000 − 2 500 = 22 500 at 12 %; 12 950 at 25 %; 333 × 0,125 = 41,625 → 42 at 0 %.
    expect(totals.vat).toEqual([
      { rate: 25, baseOre: 12_950, vatOre: 3238 },
      { rate: 12, baseOre: 22_500, vatOre: 2700 },
      { rate: 0, baseOre: 42, vatOre: 0 },
    ]);
    expect(totals).toMatchObject({ netOre: 35_492, vatOre: 5938, grossOre: 41_430 });
  });
});

describe("order schemas", () => {
  it("the states: cancel only before reporting, each action one target", () => {
    expect(orderTransitions.cancel.from).toEqual(["draft", "active", "inProgress"]);
    expect(orderTransitions.activate).toMatchObject({ from: ["draft"], to: "active" });
  });

  it("quantities have at most three decimals, discounts two, and the planned end follows the start", () => {
    expect(orderLineInputSchema.safeParse({ quantity: 1.2345 }).success).toBe(false);
    expect(orderLineInputSchema.safeParse({ quantity: 0 }).success).toBe(false);
    expect(orderLineInputSchema.safeParse({ quantity: 1.125, discountPercent: 12.5 }).success).toBe(true);
    expect(orderLineInputSchema.safeParse({ quantity: 1, discountPercent: 12.345 }).success).toBe(false);
    const customerId = "00000000-0000-4000-8000-000000000001";
    expect(
      orderCreateSchema.safeParse({ customerId, plannedStart: "2026-05-02", plannedEnd: "2026-05-01" }).success,
    ).toBe(false);
    expect(orderCancelSchema.safeParse({ reason: "  " }).success).toBe(false);
  });

  it("PUT takes what GET answers: references as entities", () => {
    const id = "00000000-0000-4000-8000-000000000002";
    expect(
      orderUpdateSchema.parse({ responsible: { id, name: "A" }, assignees: [{ id, name: "A" }], version: 3 }),
    ).toEqual({
      responsibleId: id,
      assigneeIds: [id],
      version: 3,
    });
  });
});
