import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent, formatQuantity, kronorToOre, oreToInput, parseQuantity } from "./money";

describe("money on the screens", () => {
  it("reads kronor as typed into exact öre", () => {
    expect(kronorToOre("1 234,50")).toBe(123450);
    expect(kronorToOre("1234.5")).toBe(123450);
    expect(kronorToOre("12,345")).toBeNull();
  });

  it("starts a money field with the amount without spaces", () => {
    expect(oreToInput(123450)).toBe("1234,50");
    expect(oreToInput(null)).toBe("");
  });

  it("shows an amount in the language's way", () => {
    expect(formatMoney(123450, "sv")).toBe("1 234,50 kr");
    expect(formatMoney(123450, "en")).toBe("SEK 1,234.50");
    expect(formatMoney(-250, "en")).toBe("-SEK 2.50");
  });

  it("shows percents and quantities in the language's way", () => {
    expect(formatPercent(12.5, "sv")).toBe("12,5 %");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatQuantity(2.5, "en")).toBe("2.5");
  });

  it("reads a quantity with a comma or a point, at most three decimals", () => {
    expect(parseQuantity("2,5")).toBe(2.5);
    expect(parseQuantity("0.125")).toBe(0.125);
    expect(parseQuantity("1.2345")).toBeNull();
    expect(parseQuantity("abc")).toBeNull();
  });
});
