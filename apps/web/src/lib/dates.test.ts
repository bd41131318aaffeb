import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

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
