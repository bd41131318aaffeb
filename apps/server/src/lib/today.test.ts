import { describe, expect, it } from "vitest";
import { endOfDayIn, todayIn } from "./today";

describe("todayIn: the company's day, whatever the machine's zone", () => {
  it("at 23:30 UTC it is already tomorrow in Stockholm (UTC+1 in December), still today in New York", () => {
    const at = new Date("2026-12-06T23:30:00Z");
    expect(todayIn("Europe/Stockholm", at)).toBe("2026-12-07");
    expect(todayIn("UTC", at)).toBe("2026-12-06");
    expect(todayIn("America/New_York", at)).toBe("2026-12-06");
  });

  it("at 00:30 UTC it is the new day in Stockholm and UTC, still yesterday in New York", () => {
    const at = new Date("2026-12-07T00:30:00Z");
    expect(todayIn("Europe/Stockholm", at)).toBe("2026-12-07");
    expect(todayIn("UTC", at)).toBe("2026-12-07");
    expect(todayIn("America/New_York", at)).toBe("2026-12-06");
  });

  it("in summer Stockholm is UTC+2: 22:30 UTC is already the next day", () => {
    expect(todayIn("Europe/Stockholm", new Date("2026-06-14T21:30:00Z"))).toBe("2026-06-14");
    expect(todayIn("Europe/Stockholm", new Date("2026-06-14T22:30:00Z"))).toBe("2026-06-15");
  });

  it("a day ends at the zone's midnight", () => {
    expect(endOfDayIn("2026-12-06", "Europe/Stockholm").toISOString()).toBe("2026-12-06T22:59:59.999Z");
    expect(endOfDayIn("2026-06-14", "Europe/Stockholm").toISOString()).toBe("2026-06-14T21:59:59.999Z");
    expect(endOfDayIn("2026-12-06", "America/New_York").toISOString()).toBe("2026-12-07T04:59:59.999Z");
    expect(endOfDayIn("2026-12-06", "UTC").toISOString()).toBe("2026-12-06T23:59:59.999Z");
  });
});
