import { describe, expect, it } from "vitest";
import { isIsoDate } from "./dates";
import { initials } from "./users";

describe("isIsoDate", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
    expect(isIsoDate("28/02/2026")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});

describe("initials", () => {
  it("takes at most three letters", () => {
    expect(initials("anna maria svensson berg")).toBe("AMS");
    expect(initials("Åsa Öberg")).toBe("ÅÖ");
    expect(initials("  ")).toBe("");
  });
});
