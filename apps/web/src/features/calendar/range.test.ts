import { describe, expect, it } from "vitest";
import { isoWeek, step, visibleRange } from "./range";

describe("the calendar's days (plain dates, the device's zone plays no part)", () => {
  it("a month grid is six weeks from the Monday before the 1st; a week from Monday; the list its month", () => {
    expect(visibleRange("month", "2026-12-06")).toEqual({ from: "2026-11-30", to: "2027-01-10" });
    expect(visibleRange("month", "2026-03-15")).toEqual({ from: "2026-02-23", to: "2026-04-05" });
    expect(visibleRange("week", "2026-12-06")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(visibleRange("week", "2026-10-25")).toEqual({ from: "2026-10-19", to: "2026-10-25" });
    expect(visibleRange("list", "2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(visibleRange("day", "2026-12-06")).toEqual({ from: "2026-12-06", to: "2026-12-06" });
  });

  it("steps by a month (to its 1st), a week or a day", () => {
    expect(step("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(step("list", "2026-01-31", -1)).toBe("2025-12-01");
    expect(step("week", "2026-03-27", 1)).toBe("2026-04-03");
    expect(step("day", "2026-12-31", 1)).toBe("2027-01-01");
  });

  it("numbers ISO weeks: the week with the year's first Thursday is week 1", () => {
    expect(isoWeek("2026-12-06")).toBe(49);
    expect(isoWeek("2026-01-01")).toBe(1);
    expect(isoWeek("2027-01-01")).toBe(53);
    expect(isoWeek("2024-12-30")).toBe(1);
    expect(isoWeek("2021-01-03")).toBe(53);
  });
});
