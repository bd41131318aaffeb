import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  endOfDay,
  endOfMonth,
  formatDate,
  formatDateTime,
  startOfDay,
  today,
} from "./dates";

describe("formatDate", () => {
  it("formats as YYYY-MM-DD", () => {
    expect(formatDate(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
    expect(formatDate("2024-02-29")).toBe("2024-02-29");
  });

  it("gives an empty text for nothing or nonsense", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("formats as YYYY-MM-DD HH:mm in local time, empty for nothing", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 9, 7))).toBe("2025-01-05 09:07");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("nonsense")).toBe("");
  });
});

describe("a date alone", () => {
  it("is that day on the local calendar, also west of Greenwich; an instant is shown in local time", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      expect(formatDate("2024-02-29")).toBe("2024-02-29");
      expect(formatDateTime("2024-02-29")).toBe("2024-02-29 00:00");
      expect(formatDateTime("2024-03-01T03:30:00.000Z")).toBe("2024-02-29 22:30");
      expect(formatDate(Date.UTC(2024, 2, 1, 3, 30))).toBe("2024-02-29");
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe("plain days, whatever the device's zone", () => {
  it("today is the device's calendar day", () => {
    expect(today()).toBe(formatDate(new Date()));
  });

  it("adds days and months across the summer-time change, month ends and leap days", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-01");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-01");
    expect(endOfMonth("2024-02-10")).toBe("2024-02-29");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-12-31", "2026-12-01")).toBe(-30);
  });

  it("a day's first and last moment are on the device's calendar", () => {
    expect(startOfDay("2027-01-01").getTime()).toBe(new Date(2027, 0, 1).getTime());
    expect(endOfDay("2027-01-31").getTime()).toBe(new Date(2027, 0, 31, 23, 59, 59, 999).getTime());
  });
});
