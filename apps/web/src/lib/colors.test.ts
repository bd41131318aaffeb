import { describe, expect, it } from "vitest";
import { readableOn } from "./colors";

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
