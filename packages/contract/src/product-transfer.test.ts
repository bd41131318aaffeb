import { describe, expect, it } from "vitest";
import { productOptionsFromText, productOptionsText } from "./product-transfer";

describe("a configurable product's options in one cell", () => {
  it("reads options, choices and signed price changes in kronor to exact öre", () => {
    expect(productOptionsFromText("Storlek: S=0, M=+10, L=+12,50; Färg: Röd=-5.5, Blå")).toEqual([
      {
        name: "Storlek",
        choices: [
          { name: "S", priceChangeOre: 0 },
          { name: "M", priceChangeOre: 1000 },
          { name: "L", priceChangeOre: 1250 },
        ],
      },
      {
        name: "Färg",
        choices: [
          { name: "Röd", priceChangeOre: -550 },
          { name: "Blå", priceChangeOre: 0 },
        ],
      },
    ]);
    expect(productOptionsFromText("")).toEqual([]);
  });

  it("refuses a text of another shape", () => {
    for (const bad of ["Storlek", "Storlek:", ": S=1", "Storlek: S=1,M=2", "Storlek: S=abc", "Storlek: S=1,234"]) {
      expect(productOptionsFromText(bad), bad).toBeNull();
    }
  });

  it("writes what it reads, with a decimal comma or a point", () => {
    const options = [
      {
        name: "Storlek",
        choices: [
          { name: "S", priceChangeOre: 0 },
          { name: "XL", priceChangeOre: 123450 },
        ],
      },
      { name: "Färg", choices: [{ name: "Röd", priceChangeOre: -550 }] },
    ];
    const swedish = productOptionsText(options);
    expect(swedish).toBe("Storlek: S=0,00, XL=+1 234,50; Färg: Röd=-5,50");
    expect(productOptionsFromText(swedish)).toEqual(options);
    expect(productOptionsText(options, ".")).toBe("Storlek: S=0.00, XL=+1234.50; Färg: Röd=-5.50");
    expect(productOptionsFromText(productOptionsText(options, "."))).toEqual(options);
  });
});
