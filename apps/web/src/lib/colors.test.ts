import { describe, expect, it } from "vitest";
import { contrast, readableOn } from "./colors";

describe("readableOn", () => {
  it("picks white on dark and black on light banners", () => {
    expect(readableOn("#1c3d5a")).toBe("#ffffff");
    expect(readableOn("#5a3d1c")).toBe("#ffffff");
    expect(readableOn("#ffd43b")).toBe("#000000");
    expect(readableOn("#fff")).toBe("#000000");
  });

  it("ignores what is not a hex colour", () => {
    expect(readableOn("red")).toBeNull();
    expect(readableOn("")).toBeNull();
  });
});

describe("contrast", () => {
  it("gives the WCAG ratio, the same either way round", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrast("#fff", "#fff")).toBe(1);
    expect(contrast("#c92a2a", "#ffc9c9")).toBeCloseTo(contrast("#ffc9c9", "#c92a2a") ?? 0);
    expect(contrast("red", "#fff")).toBeNull();
  });
});
